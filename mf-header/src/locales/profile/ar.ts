/** Arabic strings of the profile page (part of the member strings). */
export const ar = {
  profile: {
    email: 'البريد الإلكتروني',
    role: 'الدور',
    roles: {
      Learner: 'متعلّم',
      Instructor: 'مدرّس',
      Editor: 'محرّر',
      Admin: 'مسؤول',
    },
    dateFormat: 'D MMMM YYYY',
    badges: {
      title: 'الشارات',
      loading: 'جارٍ تحميل شاراتك…',
      failed: 'تعذّر تحميل شاراتك.',
      retry: 'أعد المحاولة',
      empty: 'لا شارات بعد. ادرس وحافظ على سلسلتك واجتز الاختبارات لتكسبها.',
      earned: 'حصلت عليها في {{date}}',
    },
    plan: {
      title: 'الخطة الحالية',
      active: 'سارية',
      expired: 'منتهية',
      start: 'تاريخ البدء',
      renew: 'تاريخ التجديد',
      ended: 'انتهت في',
      features: 'ما تتضمنه خطتك',
      featureNames: {
        courses: 'التسجيل في الدورات',
        assessments: 'اختبارات الدروس',
        studyCorner: 'أركان الدراسة',
        askEve: 'اسأل إيف',
        certificate: 'الشهادات',
      },
      none: 'لا توجد خطة.',
      noneLead: 'لم تشترك في أي خطة بعد.',
      seeOptions: 'استعرض خيارات الاشتراك',
    },
  },
};

import { ar as account } from './account/ar';
import { ar as alerts } from './alerts/ar';
import { ar as rewards } from './rewards/ar';
import { ar as tickets } from './tickets/ar';

/** Arabic strings of mf-header (read right to left). */
export const ar = {
  brand: 'Elearn',
  header: {
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    mainNav: 'التنقل الرئيسي',
    askEve: 'اسأل إيف، المعلمة الذكية',
    openMenu: 'فتح القائمة',
    menuTitle: 'القائمة',
    stats: {
      label: 'تقدّمك',
      level: 'المستوى',
      streak: 'أيام السلسلة',
      coins: 'العملات',
    },
    language: {
      title: 'اللغة',
      button: 'اللغة: {{name}}',
      current: 'الحالية',
    },
    account: {
      button: 'قائمة حساب {{name}}',
      ranking: 'الترتيب',
      logout: 'تسجيل الخروج',
    },
  },
  auth: {
    fields: {
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      confirmPassword: 'تأكيد كلمة المرور',
    },
    login: {
      title: 'تسجيل الدخول',
      lead: 'مرحبًا بعودتك! سجّل الدخول لتكمل من حيث توقفت.',
      submit: 'تسجيل الدخول',
      noAccount: 'جديد على Elearn؟',
      toRegister: 'أنشئ حسابًا',
    },
    register: {
      title: 'أنشئ حسابك',
      lead: 'انضم مجانًا وابدأ التعلّم بالوتيرة التي تناسبك.',
      submit: 'إنشاء الحساب',
      haveAccount: 'لديك حساب بالفعل؟',
      toLogin: 'سجّل الدخول',
    },
    passwordHints: {
      title: 'شروط كلمة المرور',
      length: '8 أحرف على الأقل',
      letter: 'حرف إنجليزي واحد على الأقل',
      digit: 'رقم واحد على الأقل',
      met: '(مستوفى)',
      unmet: '(غير مستوفى بعد)',
    },
    errors: {
      invalidCredentialsTitle: 'تعذّر تسجيل الدخول',
      invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
      lockedTitle: 'الحساب مقفل',
      locked_zero: 'محاولات دخول فاشلة كثيرة. يمكنك المحاولة مرة أخرى الآن.',
      locked_one: 'محاولات دخول فاشلة كثيرة. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.',
      locked_two: 'محاولات دخول فاشلة كثيرة. يُرجى المحاولة مرة أخرى بعد دقيقتين.',
      locked_few: 'محاولات دخول فاشلة كثيرة. يُرجى المحاولة مرة أخرى بعد {{count}} دقائق.',
      locked_many: 'محاولات دخول فاشلة كثيرة. يُرجى المحاولة مرة أخرى بعد {{count}} دقيقة.',
      locked_other: 'محاولات دخول فاشلة كثيرة. يُرجى المحاولة مرة أخرى بعد {{count}} دقيقة.',
      rateLimitedTitle: 'محاولات كثيرة جدًا',
      rateLimited: 'محاولات كثيرة جدًا. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
      failedTitle: 'حدث خطأ ما',
      failed: 'تعذّر الاتصال بالخادم. يُرجى المحاولة مرة أخرى.',
    },
  },
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
  ...rewards,
  ...account,
  ...tickets,
  ...alerts,
};

import type { AuthoringStrings } from './en';

export const ar: AuthoringStrings = {
  loading: 'جارٍ التحميل…',
  retry: 'إعادة المحاولة',
  type: { academic: 'أكاديمية', professional: 'مهنية' },
  courses: {
    title: 'إدارة الدورات',
    new: 'دورة جديدة',
    failed: 'تعذر تحميل الدورات.',
    empty: 'ليست لديك دورة لتحريرها بعد.',
    building: 'بناء الدروس: {{built}} من {{total}}',
    lessons: 'الدروس: {{count}}',
    actionsFor: 'إجراءات {{title}}',
    preview: 'معاينة',
    materials: 'المواد',
    edit: 'تحرير',
    tree: 'شجرة المحتوى',
  },
  preview: {
    back: 'العودة إلى الدورات',
    failed: 'تعذر تحميل الدورة.',
    outcome: 'ناتج التعلم {{n}}: {{statement}}',
    module: 'الوحدة {{n}}: {{name}}',
    lesson: 'الدرس {{n}}: {{name}}',
    notBuilt: 'لا يزال هذا الدرس قيد البناء.',
  },
  fields: { scope: 'النطاق', domain: 'المجال' },
  review: { noDescription: 'لا يوجد وصف' },
};

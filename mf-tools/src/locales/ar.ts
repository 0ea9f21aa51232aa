import type { en } from './en';

export const ar: typeof en = {
  toolbox: {
    open: 'الأدوات',
    close: 'إغلاق الأدوات',
    menu: 'الأدوات',
    calculator: 'الآلة الحاسبة',
    hideCalculator: 'إخفاء الآلة الحاسبة',
    watch: 'المؤقت وساعة الإيقاف',
    boards: 'السبورات',
    newBoard: 'سبورة جديدة',
    unsavedBoard: 'سبورة غير محفوظة',
    noBoards: 'لا توجد سبورات محفوظة بعد.',
    boardsFailed: 'تعذر تحميل السبورات المحفوظة.',
    retry: 'إعادة المحاولة',
    delete: 'حذف',
    deleteBoard: 'حذف {{name}}',
    confirmDelete: 'من فضلك، أكد الحذف!',
    deleteFailed: 'تعذر حذف السبورة.',
    cancel: 'إلغاء',
    unsavedTitle: 'في سبورتك عمل غير محفوظ',
    unsavedBody: 'هل تحفظه قبل فتح سبورة أخرى، أم تتجاهله؟',
    save: 'حفظ',
    discard: 'تجاهل',
    loading: 'جارٍ التحميل…',
  },
};

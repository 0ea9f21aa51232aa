import type { CommonStrings } from './en';

// Arabic has more plural forms than English; a spread is how they pass the English shape.
const ARABIC_PLURALS = {
  count_zero: 'لم يفشل أي طلب:',
  count_two: 'فشل طلبان:',
  count_few: 'فشلت {{count}} طلبات:',
  count_many: 'فشل {{count}} طلبًا:',
};

export const ar: CommonStrings = {
  languageName: 'العربية',
  loading: 'جارٍ التحميل…',
  validation: {
    timezone: 'اختر منطقة زمنية صحيحة.',
    phone: 'من فضلك، أدخل رقم هاتف صحيحًا!',
    clock: 'استخدم وقتًا مثل 21:30.',
    quietHoursSame: 'يجب أن تبدأ ساعات الهدوء وتنتهي في وقتين مختلفين.',
    pushEndpoint: 'لا يمكن استخدام عنوان خدمة الإشعارات في هذا المتصفح.',
    currentPassword: 'كلمة المرور الحالية غير صحيحة.',
    imageFile: 'يجب أن يكون ملف صورة (jpg، png، إلخ..)!',
    imageTooLarge: 'الصورة كبيرة جدًا (5 ميغابايت على الأكثر).',
    imageDimensions: 'أبعاد الصورة كبيرة جدًا: 8192 بكسل للضلع و36 ميغابكسل على الأكثر.',
    htmlTooComplex: 'في هذا النص وسوم كثيرة جدًا (10,000 وسم و100 مستوى تداخل على الأكثر).',
    uploadRateLimited: 'عدد كبير جدًا من الملفات المرفوعة خلال دقيقة. حاول مرة أخرى بعد قليل.',
    uploadQuota: 'ملفاتك المرفوعة تستخدم كل المساحة المتاحة لك.',
    ticketAttachment: 'أرفق صورة أو ملف PDF أو ملفًا نصيًا بحجم 5 ميغابايت على الأكثر.',
    studyCornerLimit: 'لقد بلغت الحد الأقصى لعدد أركان الدراسة.',
    required: 'هذا الحقل مطلوب!',
    min3: 'يجب ألا يقل عن 3 أحرف!',
    email: 'من فضلك، أدخل بريدًا إلكترونيًا صحيحًا!',
    emailTaken: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
    password: 'كلمة مرور غير صالحة!',
    passwordLength: 'يجب ألا تقل عن 8 أحرف!',
    passwordLetter: 'يجب أن تحتوي على حرف إنجليزي واحد على الأقل!',
    passwordDigit: 'يجب أن تحتوي على رقم واحد على الأقل!',
    confirmMatch: 'يجب أن تطابق كلمة المرور!',
    invalid: 'قيمة غير صالحة!',
  },
  errors: {
    ...ARABIC_PLURALS,
    somethingWentWrong: 'حدث خطأ ما!',
    count_one: 'فشل طلب واحد:',
    count_other: 'فشل {{count}} طلب:',
    message: 'الرسالة',
    serverMessage: 'رسالة الخادم',
    reloadPage: 'إعادة تحميل الصفحة',
    close: 'إغلاق',
  },
  remote: {
    failed: 'تعذّر تحميل هذا الجزء من الصفحة.',
    crashed: 'توقف هذا الجزء من الصفحة عن العمل.',
    retry: 'إعادة المحاولة',
    slow: 'ما زال التحميل جاريًا…',
  },
  state: {
    empty: 'لا يوجد شيء هنا بعد.',
    failed: 'تعذّر تحميل هذا المحتوى.',
    retry: 'إعادة المحاولة',
    gone: 'غير موجود',
    goneBody: 'تم حذفه، أو لم يكن موجودًا قط.',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    body: 'الصفحة التي تبحث عنها غير موجودة.',
    home: 'الذهاب إلى الرئيسية',
  },
  boot: { failed: 'تعذّر تشغيل الموقع. من فضلك أعد تحميل الصفحة.' },
};

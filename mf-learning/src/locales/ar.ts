/** Arabic (right to left). Plural keys carry all six Arabic forms. */
export const ar = {
  retry: 'حاول مرة أخرى',
  types: { academic: 'أكاديمي', professional: 'مهني' },
  free: 'مجاني',
  forumLink: {
    label: 'منتدى الدورة',
    newPosts_zero: 'لا منشورات جديدة',
    newPosts_one: 'منشور جديد واحد',
    newPosts_two: 'منشوران جديدان',
    newPosts_few: '{{count}} منشورات جديدة',
    newPosts_many: '{{count}} منشورًا جديدًا',
    newPosts_other: '{{count}} منشور جديد',
  },
  /** A plan's terms, on the landing and the subscription options (features come named from the API). */
  plans: {
    duration_zero: 'لمدة {{count}} شهر',
    duration_one: 'لمدة شهر واحد',
    duration_two: 'لمدة شهرين',
    duration_few: 'لمدة {{count}} أشهر',
    duration_many: 'لمدة {{count}} شهرًا',
    duration_other: 'لمدة {{count}} شهر',
    quotaPerDay_zero: '{{count}} مرة يوميًا',
    quotaPerDay_one: 'مرة واحدة يوميًا',
    quotaPerDay_two: 'مرتان يوميًا',
    quotaPerDay_few: '{{count}} مرات يوميًا',
    quotaPerDay_many: '{{count}} مرة يوميًا',
    quotaPerDay_other: '{{count}} مرة يوميًا',
    noFeatures: 'وصول أساسي إلى المنصة',
  },
};

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
};

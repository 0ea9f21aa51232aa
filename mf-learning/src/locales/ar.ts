/** Arabic (right to left). Plural keys carry all six Arabic forms. */
export const ar = {
  retry: 'حاول مرة أخرى',
  types: { academic: 'أكاديمي', professional: 'مهني' },
  free: 'مجاني',
};

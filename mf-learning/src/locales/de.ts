/** German strings of mf-learning (informal "du", as the common strings). */
export const de = {
  retry: 'Erneut versuchen',
  types: { academic: 'Schulisch', professional: 'Beruflich' },
  free: 'Kostenlos',
  forumLink: {
    label: 'Kursforum',
    newPosts_one: '{{count}} neuer Beitrag',
    newPosts_other: '{{count}} neue Beiträge',
  },
  /** A plan's terms, on the landing and the subscription options (features come named from the API). */
  plans: {
    duration_one: 'für {{count}} Monat',
    duration_other: 'für {{count}} Monate',
    quotaPerDay_one: '{{count}} pro Tag',
    quotaPerDay_other: '{{count}} pro Tag',
    noFeatures: 'Grundzugang zur Plattform',
  },
};

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
};

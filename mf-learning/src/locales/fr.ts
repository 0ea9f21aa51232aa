/** French. */
export const fr = {
  retry: 'Réessayer',
  types: { academic: 'Académique', professional: 'Professionnel' },
  free: 'Gratuit',
  forumLink: {
    label: 'Forum du cours',
    newPosts_one: '{{count}} nouveau message',
    newPosts_other: '{{count}} nouveaux messages',
  },
  /** A plan's terms, on the landing and the subscription options (features come named from the API). */
  plans: {
    duration_one: 'pour {{count}} mois',
    duration_other: 'pour {{count}} mois',
    quotaPerDay_one: '{{count}} par jour',
    quotaPerDay_other: '{{count}} par jour',
    noFeatures: 'Accès de base à la plateforme',
  },
};

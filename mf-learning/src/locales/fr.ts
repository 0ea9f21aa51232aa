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
};

/** French. */
export const fr = {
  retry: 'Réessayer',
  types: { academic: 'Académique', professional: 'Professionnel' },
  free: 'Gratuit',
};

/** French strings of the profile page (part of the member strings). */
export const fr = {
  profile: {
    email: 'Adresse e-mail',
    role: 'Rôle',
    roles: {
      Learner: 'Apprenant',
      Instructor: 'Formateur',
      Editor: 'Éditeur',
      Admin: 'Administrateur',
    },
    dateFormat: 'D MMMM YYYY',
    badges: {
      title: 'Mes badges',
      loading: 'Chargement de vos badges…',
      failed: 'Vos badges n’ont pas pu être chargés.',
      retry: 'Réessayer',
      empty: 'Pas encore de badge. Étudiez, gardez votre série et réussissez des tests pour en gagner.',
      earned: 'Obtenu le {{date}}',
    },
    plan: {
      title: 'Formule actuelle',
      active: 'Active',
      expired: 'Expirée',
      start: 'Date de début',
      renew: 'Renouvellement le',
      ended: 'Terminée le',
      features: 'Inclus dans votre formule',
      featureNames: {
        courses: 'Inscription aux cours',
        assessments: 'Évaluations des leçons',
        studyCorner: 'Coins d’étude',
        askEve: 'Demander à Eve',
        certificate: 'Certificats',
      },
      none: 'Aucune formule.',
      noneLead: 'Vous n’êtes abonné à aucune formule pour le moment.',
      seeOptions: 'Voir les formules d’abonnement',
    },
  },
};

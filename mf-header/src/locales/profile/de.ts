/** German strings of the profile page (part of the member strings). */
export const de = {
  profile: {
    email: 'E-Mail',
    role: 'Rolle',
    roles: {
      Learner: 'Lernende*r',
      Instructor: 'Lehrkraft',
      Editor: 'Redakteur*in',
      Admin: 'Administrator*in',
    },
    dateFormat: 'D. MMMM YYYY',
    badges: {
      title: 'Abzeichen',
      loading: 'Deine Abzeichen werden geladen…',
      failed: 'Deine Abzeichen konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      empty: 'Noch keine Abzeichen. Lerne, halte deine Serie und bestehe Tests, um welche zu verdienen.',
      earned: 'Erhalten am {{date}}',
    },
    plan: {
      title: 'Aktueller Tarif',
      active: 'Aktiv',
      expired: 'Abgelaufen',
      start: 'Beginn',
      renew: 'Verlängerung am',
      ended: 'Beendet am',
      features: 'In deinem Tarif enthalten',
      featureNames: {
        courses: 'Einschreibung in Kurse',
        assessments: 'Lektionstests',
        studyCorner: 'Lernecken',
        askEve: 'Eve fragen',
        certificate: 'Zertifikate',
      },
      none: 'Kein Tarif.',
      noneLead: 'Du hast noch keinen Tarif abonniert.',
      seeOptions: 'Abo-Optionen ansehen',
    },
  },
};

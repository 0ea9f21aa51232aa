import { de as account } from './account/de';
import { de as alerts } from './alerts/de';
import { de as rewards } from './rewards/de';
import { de as tickets } from './tickets/de';

/** German strings of mf-header (informal "du", as the common strings). */
export const de = {
  brand: 'Elearn',
  header: {
    login: 'Anmelden',
    register: 'Registrieren',
    mainNav: 'Hauptnavigation',
    askEve: 'Eve fragen, die KI-Tutorin',
    openMenu: 'Menü öffnen',
    menuTitle: 'Menü',
    stats: {
      label: 'Dein Fortschritt',
      level: 'Level',
      streak: 'Tage in Serie',
      coins: 'Münzen',
    },
    language: {
      title: 'Sprache',
      button: 'Sprache: {{name}}',
      current: 'aktuell',
    },
    account: {
      button: 'Kontomenü von {{name}}',
      ranking: 'Rangliste',
      logout: 'Abmelden',
    },
  },
  auth: {
    fields: {
      email: 'E-Mail',
      password: 'Passwort',
      firstName: 'Vorname',
      lastName: 'Nachname',
      confirmPassword: 'Passwort bestätigen',
    },
    login: {
      title: 'Anmelden',
      lead: 'Willkommen zurück! Melde dich an und mach da weiter, wo du aufgehört hast.',
      submit: 'Anmelden',
      noAccount: 'Neu bei Elearn?',
      toRegister: 'Konto erstellen',
    },
    register: {
      title: 'Erstelle dein Konto',
      lead: 'Kostenlos registrieren und im eigenen Tempo lernen.',
      submit: 'Konto erstellen',
      haveAccount: 'Du hast schon ein Konto?',
      toLogin: 'Anmelden',
    },
    passwordHints: {
      title: 'Dein Passwort braucht',
      length: 'Mindestens 8 Zeichen',
      letter: 'Mindestens einen lateinischen Buchstaben',
      digit: 'Mindestens eine Ziffer',
      met: '(erfüllt)',
      unmet: '(fehlt noch)',
    },
    errors: {
      invalidCredentialsTitle: 'Anmeldung fehlgeschlagen',
      invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
      lockedTitle: 'Konto gesperrt',
      locked_one: 'Zu viele fehlgeschlagene Anmeldungen. Versuch es in {{count}} Minute noch einmal.',
      locked_other: 'Zu viele fehlgeschlagene Anmeldungen. Versuch es in {{count}} Minuten noch einmal.',
      rateLimitedTitle: 'Zu viele Versuche',
      rateLimited: 'Zu viele Versuche. Bitte warte eine Minute und versuch es dann noch einmal.',
      failedTitle: 'Etwas ist schiefgelaufen',
      failed: 'Der Server ist nicht erreichbar. Bitte versuch es noch einmal.',
    },
  },
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
  ...rewards,
  ...account,
  ...tickets,
  ...alerts,
};

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
      signInInsteadTitle: 'Lieber anmelden?',
      signInInstead:
        'Mit diesen Angaben konnten wir Sie nicht anmelden. Wenn Sie mit dieser E-Mail-Adresse bereits ein Konto haben, melden Sie sich mit dessen Passwort an.',
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
};

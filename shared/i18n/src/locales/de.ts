import type { CommonStrings } from './en';

export const de: CommonStrings = {
  languageName: 'Deutsch',
  loading: 'Wird geladen…',
  validation: {
    required: 'Dieses Feld ist erforderlich!',
    min3: 'Muss mindestens 3 Buchstaben lang sein!',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein!',
    emailTaken: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
    password: 'Ungültiges Passwort!',
    passwordLength: 'Muss mindestens 8 Zeichen lang sein!',
    passwordLetter: 'Muss mindestens 1 lateinischen Buchstaben enthalten!',
    passwordDigit: 'Muss mindestens 1 Ziffer enthalten!',
    confirmMatch: 'Muss mit dem Passwort übereinstimmen!',
    invalid: 'Ungültiger Wert!',
  },
  errors: {
    somethingWentWrong: 'Etwas ist schiefgelaufen!',
    count_one: '{{count}} Anfrage ist fehlgeschlagen:',
    count_other: '{{count}} Anfragen sind fehlgeschlagen:',
    message: 'Meldung',
    serverMessage: 'Meldung des Servers',
    reloadPage: 'Seite neu laden',
    close: 'Schließen',
  },
  remote: {
    failed: 'Dieser Teil der Seite konnte nicht geladen werden.',
    crashed: 'Dieser Teil der Seite funktioniert nicht mehr.',
    retry: 'Erneut versuchen',
    slow: 'Wird noch geladen…',
  },
  state: {
    empty: 'Hier gibt es noch nichts.',
    failed: 'Das konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    gone: 'Nicht gefunden',
    goneBody: 'Es wurde gelöscht oder hat nie existiert.',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Die gesuchte Seite gibt es nicht.',
    home: 'Zur Startseite',
  },
  boot: { failed: 'Die Website konnte nicht starten. Bitte lade die Seite neu.' },
};

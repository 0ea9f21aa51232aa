import type { CommonStrings } from './en';

export const fr: CommonStrings = {
  languageName: 'Français',
  loading: 'Chargement…',
  validation: {
    required: 'Ce champ est obligatoire !',
    min3: 'Doit contenir au moins 3 lettres !',
    email: 'Veuillez saisir une adresse e-mail valide !',
    emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
    password: 'Mot de passe invalide !',
    passwordLength: 'Doit contenir au moins 8 caractères !',
    passwordLetter: 'Doit contenir au moins 1 lettre latine !',
    passwordDigit: 'Doit contenir au moins 1 chiffre !',
    confirmMatch: 'Doit correspondre au mot de passe !',
    invalid: 'Valeur invalide !',
  },
  errors: {
    somethingWentWrong: 'Une erreur est survenue !',
    count_one: '{{count}} requête a échoué :',
    count_other: '{{count}} requêtes ont échoué :',
    message: 'Message',
    serverMessage: 'Message du serveur',
    reloadPage: 'Recharger la page',
    close: 'Fermer',
  },
  remote: {
    failed: "Cette partie de la page n'a pas pu être chargée.",
    crashed: 'Cette partie de la page a cessé de fonctionner.',
    retry: 'Réessayer',
    slow: 'Chargement toujours en cours…',
  },
  state: {
    empty: "Rien ici pour l'instant.",
    failed: "Ce contenu n'a pas pu être chargé.",
    retry: 'Réessayer',
    gone: 'Introuvable',
    goneBody: "Il a été supprimé, ou il n'a jamais existé.",
  },
  notFound: {
    title: 'Page introuvable',
    body: "La page que vous cherchez n'existe pas.",
    home: "Aller à l'accueil",
  },
  boot: { failed: "Le site n'a pas pu démarrer. Veuillez recharger la page." },
};

/** French strings of mf-header. */
export const fr = {
  brand: 'Elearn',
  header: {
    login: 'Se connecter',
    register: 'S’inscrire',
    mainNav: 'Navigation principale',
    askEve: 'Demander à Eve, la tutrice IA',
    openMenu: 'Ouvrir le menu',
    menuTitle: 'Menu',
    stats: {
      label: 'Votre progression',
      level: 'Niveau',
      streak: 'Jours de série',
      coins: 'Pièces',
    },
    language: {
      title: 'Langue',
      button: 'Langue : {{name}}',
      current: 'actuelle',
    },
    account: {
      button: 'Menu du compte de {{name}}',
      ranking: 'Classement',
      logout: 'Se déconnecter',
    },
  },
  auth: {
    fields: {
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      firstName: 'Prénom',
      lastName: 'Nom',
      confirmPassword: 'Confirmer le mot de passe',
    },
    login: {
      title: 'Connexion',
      lead: 'Bon retour ! Connectez-vous pour reprendre là où vous vous êtes arrêté.',
      submit: 'Se connecter',
      noAccount: 'Nouveau sur Elearn ?',
      toRegister: 'Créer un compte',
    },
    register: {
      title: 'Créez votre compte',
      lead: 'Inscrivez-vous gratuitement et apprenez à votre rythme.',
      submit: 'Créer le compte',
      haveAccount: 'Vous avez déjà un compte ?',
      toLogin: 'Se connecter',
    },
    passwordHints: {
      title: 'Votre mot de passe doit contenir',
      length: 'Au moins 8 caractères',
      letter: 'Au moins une lettre latine',
      digit: 'Au moins un chiffre',
      met: '(fait)',
      unmet: '(manquant)',
    },
    errors: {
      signInInsteadTitle: 'Se connecter plutôt ?',
      signInInstead:
        'Nous n’avons pas pu vous connecter avec ces informations. Si vous avez déjà un compte avec cette adresse e-mail, connectez-vous avec son mot de passe.',
      invalidCredentialsTitle: 'Échec de la connexion',
      invalidCredentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
      lockedTitle: 'Compte verrouillé',
      locked_one: 'Trop de tentatives de connexion échouées. Réessayez dans {{count}} minute.',
      locked_many: 'Trop de tentatives de connexion échouées. Réessayez dans {{count}} minutes.',
      locked_other: 'Trop de tentatives de connexion échouées. Réessayez dans {{count}} minutes.',
      rateLimitedTitle: 'Trop de tentatives',
      rateLimited: 'Trop de tentatives. Patientez une minute, puis réessayez.',
      failedTitle: 'Une erreur est survenue',
      failed: 'Impossible de joindre le serveur. Veuillez réessayer.',
    },
  },
};

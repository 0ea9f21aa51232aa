import { fr as account } from './account/fr';
import { fr as alerts } from './alerts/fr';
import { fr as rewards } from './rewards/fr';
import { fr as tickets } from './tickets/fr';

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
  ...rewards,
  ...account,
  ...tickets,
  ...alerts,
};

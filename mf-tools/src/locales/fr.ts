import type { en } from './en';

export const fr: typeof en = {
  toolbox: {
    open: 'Outils',
    close: 'Fermer les outils',
    menu: 'Outils',
    calculator: 'Calculatrice',
    hideCalculator: 'Masquer la calculatrice',
    watch: 'Minuteur et chronomètre',
    boards: 'Tableaux blancs',
    newBoard: 'Nouveau tableau',
    unsavedBoard: 'Tableau non enregistré',
    noBoards: 'Aucun tableau enregistré pour le moment.',
    boardsFailed: 'Les tableaux enregistrés n’ont pas pu être chargés.',
    retry: 'Réessayer',
    delete: 'Supprimer',
    deleteBoard: 'Supprimer {{name}}',
    confirmDelete: 'Veuillez confirmer la suppression !',
    deleteFailed: 'Le tableau n’a pas pu être supprimé.',
    cancel: 'Annuler',
    unsavedTitle: 'Votre tableau contient du travail non enregistré',
    unsavedBody: 'L’enregistrer avant d’ouvrir un autre tableau, ou l’abandonner ?',
    save: 'Enregistrer',
    discard: 'Abandonner',
    loading: 'Chargement…',
  },
};

import type { en } from './en';

export const de: typeof en = {
  toolbox: {
    open: 'Werkzeuge',
    close: 'Werkzeuge schließen',
    menu: 'Werkzeuge',
    calculator: 'Taschenrechner',
    hideCalculator: 'Taschenrechner ausblenden',
    watch: 'Timer und Stoppuhr',
    boards: 'Whiteboards',
    newBoard: 'Neues Board',
    unsavedBoard: 'Ungespeichertes Board',
    noBoards: 'Noch keine gespeicherten Boards.',
    boardsFailed: 'Die gespeicherten Boards konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    delete: 'Löschen',
    deleteBoard: '{{name}} löschen',
    confirmDelete: 'Bitte bestätigen Sie das Löschen!',
    deleteFailed: 'Das Board konnte nicht gelöscht werden.',
    cancel: 'Abbrechen',
    unsavedTitle: 'Ihr Board enthält ungespeicherte Arbeit',
    unsavedBody: 'Vor dem Öffnen eines anderen Boards speichern oder verwerfen?',
    save: 'Speichern',
    discard: 'Verwerfen',
    loading: 'Wird geladen…',
  },
};

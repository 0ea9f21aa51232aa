/**
 * mf-tools' strings (namespace "mf-tools") for the toolbox tab and menu, on every signed-in page; the
 * tools' own load with them (tool-strings.ts). English is the reference: every other language has every key.
 */
export const en = {
  toolbox: {
    open: 'Tools',
    close: 'Close tools',
    menu: 'Tools',
    calculator: 'Calculator',
    hideCalculator: 'Hide calculator',
    watch: 'Timer and stopwatch',
    boards: 'Whiteboards',
    newBoard: 'New board',
    unsavedBoard: 'Unsaved board',
    noBoards: 'No saved boards yet.',
    boardsFailed: 'The saved boards could not be loaded.',
    retry: 'Retry',
    delete: 'Delete',
    deleteBoard: 'Delete {{name}}',
    confirmDelete: 'Please, Confirm delete!',
    deleteFailed: 'The board could not be deleted.',
    cancel: 'Cancel',
    unsavedTitle: 'Your board has unsaved work',
    unsavedBody: 'Save it before opening another board, or discard it?',
    save: 'Save',
    discard: 'Discard',
    loading: 'Loading…',
  },
};

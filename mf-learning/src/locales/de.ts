export const de = { title: 'Learning' };

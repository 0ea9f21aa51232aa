export const en = { title: 'Learning' };

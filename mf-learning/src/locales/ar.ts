export const ar = { title: 'Learning' };

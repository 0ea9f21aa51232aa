export const fr = { title: 'Learning' };

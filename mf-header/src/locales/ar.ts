export const ar = { brand: 'Elearn', nav: { login: 'Login' } };

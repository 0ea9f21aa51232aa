export const en = { brand: 'Elearn', nav: { login: 'Login' } };

export const de = { brand: 'Elearn', nav: { login: 'Login' } };

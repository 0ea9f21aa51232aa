export const fr = { brand: 'Elearn', nav: { login: 'Login' } };

import { authPaths } from './auth-paths';

describe('authPaths', () => {
  it('leads from the landing to the plain auth pages', () => {
    expect(authPaths('en', '/en')).toEqual({ login: '/en/login', register: '/en/register' });
  });

  it('comes back to the page the visitor was reading', () => {
    expect(authPaths('fr', '/fr/course/algebra?tab=2').login).toBe(
      '/fr/login?backTo=%2Ffr%2Fcourse%2Falgebra%3Ftab%3D2',
    );
  });

  it('keeps the backTo an auth page already carries', () => {
    expect(authPaths('en', '/en/login?backTo=%2Fen%2Fdashboard')).toEqual({
      login: '/en/login?backTo=%2Fen%2Fdashboard',
      register: '/en/register?backTo=%2Fen%2Fdashboard',
    });
    expect(authPaths('ar', '/ar/register').login).toBe('/ar/login');
  });
});

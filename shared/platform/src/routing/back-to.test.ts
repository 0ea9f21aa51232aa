import { loginPath, safeBackTo } from './back-to';

describe('backTo after sign-in', () => {
  it('builds the login path with the encoded target', () => {
    expect(loginPath('en', '/en/dashboard?tab=1')).toBe('/en/login?backTo=%2Fen%2Fdashboard%3Ftab%3D1');
  });

  it('returns to a path on this site', () => {
    expect(safeBackTo('/ar/calendar?view=week', 'ar')).toBe('/ar/calendar?view=week');
  });

  it('opens it in the language of the sign-in page, keeping its query and hash', () => {
    expect(safeBackTo('/en/course/algebra?tab=2#plans', 'ar')).toBe('/ar/course/algebra?tab=2#plans');
    expect(safeBackTo('/de', 'fr')).toBe('/fr');
  });

  it('refuses other sites, odd paths and the auth pages', () => {
    for (const bad of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      '/xx/a',
      '/en/login',
    ]) {
      expect(safeBackTo(bad, 'fr')).toBe('/fr/dashboard');
    }
    expect(safeBackTo(null)).toBe('/en/dashboard');
  });
});

import { canonicalPath, parseLangPath, switchLangPath, withLang } from './lang-path';

describe('language in the path', () => {
  it('splits the language from the rest', () => {
    expect(parseLangPath('/ar/dashboard')).toEqual({ lang: 'ar', rest: '/dashboard' });
    expect(parseLangPath('/fr')).toEqual({ lang: 'fr', rest: '/' });
    expect(parseLangPath('/de/')).toEqual({ lang: 'de', rest: '/' });
    expect(parseLangPath('/xx/dashboard')).toBeNull();
    expect(parseLangPath('/')).toBeNull();
  });

  it('keeps the rest of the path when switching language', () => {
    expect(switchLangPath('/en/course/intro-to-algebra/forum', 'ar')).toBe(
      '/ar/course/intro-to-algebra/forum',
    );
    expect(switchLangPath('/en', 'de')).toBe('/de');
  });

  it('sends unknown or missing languages to English', () => {
    expect(canonicalPath('/xx/dashboard')).toBe('/en/dashboard');
    expect(canonicalPath('/')).toBe('/en');
    expect(canonicalPath('/dashboard')).toBe('/en/dashboard');
    expect(canonicalPath('/en/dashboard')).toBeNull();
  });

  it('joins a language and a rest', () => {
    expect(withLang('en', '/')).toBe('/en');
    expect(withLang('ar', 'login')).toBe('/ar/login');
  });
});

import { i18n, initI18n, setLanguage } from './i18n';

describe('i18n', () => {
  it('translates common strings in every language', async () => {
    await initI18n('en');
    expect(i18n.t('errors.somethingWentWrong')).toBe('Something went wrong!');
    await setLanguage('ar');
    expect(i18n.t('remote.retry')).toBe('إعادة المحاولة');
  });

  it('turns the page right to left for Arabic only', async () => {
    await initI18n('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await setLanguage('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

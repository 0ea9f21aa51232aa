import { addResourcePart, addResources, i18n, initI18n, setLanguage } from './i18n';

describe('i18n', () => {
  it('translates common strings in every language', async () => {
    await initI18n('en');
    expect(i18n.t('errors.somethingWentWrong')).toBe('Something went wrong!');
    await setLanguage('ar');
    expect(i18n.t('remote.retry')).toBe('إعادة المحاولة');
  });

  it("gives dates the shown language's month names, and English ones again after a switch back", async () => {
    const { default: dayjs } = await import('dayjs');
    await initI18n('en');
    await setLanguage('de');
    expect(dayjs('2026-03-05').format('MMMM')).toBe('März');
    await setLanguage('ar');
    expect(dayjs('2026-03-05').format('MMMM')).toBe('مارس');
    await setLanguage('en');
    expect(dayjs('2026-03-05').format('MMMM')).toBe('March');
  });

  it('turns the page right to left for Arabic only', async () => {
    await initI18n('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await setLanguage('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('merges a page part into its namespace, loads it once, and loads it in a newly chosen language', async () => {
    await initI18n('en');
    const loads: string[] = [];
    const bundle = (lang: 'en' | 'fr', strings: Record<string, unknown>) => async () => {
      loads.push(lang);
      return strings;
    };
    await addResources('mf-demo', {
      en: async () => ({ retry: 'Retry' }),
      fr: async () => ({ retry: 'Réessayer' }),
      ar: async () => ({ retry: 'أعد' }),
      de: async () => ({ retry: 'Nochmal' }),
    });
    const part = {
      en: bundle('en', { page: { title: 'Catalogue' } }),
      fr: bundle('fr', { page: { title: 'Catalogue FR' } }),
      ar: async () => ({}),
      de: async () => ({}),
    };
    await addResourcePart('mf-demo', 'catalogue', part);
    await addResourcePart('mf-demo', 'catalogue', part);
    expect(i18n.t('mf-demo:page.title')).toBe('Catalogue');
    expect(i18n.t('mf-demo:retry')).toBe('Retry');
    await setLanguage('fr');
    expect(i18n.t('mf-demo:page.title')).toBe('Catalogue FR');
    expect(i18n.t('mf-demo:retry')).toBe('Réessayer');
    expect(loads).toEqual(['en', 'fr']);
  });
});

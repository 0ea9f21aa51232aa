import { initI18n, setLanguage } from '@elearn/i18n';
import { translateSkipLink } from './skip-link';

describe('the skip link', () => {
  it('reads in the page’s language, and follows a change of language', async () => {
    document.body.innerHTML = '<a class="skip-link" href="#region-main">Skip to content</a>';
    await initI18n('ar');
    translateSkipLink();
    const link = document.querySelector('.skip-link')!;
    expect(link.textContent).toBe('تخطَّ إلى المحتوى');
    await setLanguage('de');
    expect(link.textContent).toBe('Zum Inhalt springen');
    await setLanguage('en');
    expect(link.textContent).toBe('Skip to content');
  });
});

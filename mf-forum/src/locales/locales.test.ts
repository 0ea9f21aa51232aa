import { missingTranslations } from '@elearn/i18n/missing-keys';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('mf-forum strings', () => {
  it('has every English key in Arabic, French and German', () => {
    expect(missingTranslations({ en, ar, fr, de })).toEqual({ ar: [], fr: [], de: [] });
  });

  it('gives Arabic every plural form it needs', () => {
    for (const key of ['likes', 'comments']) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(ar).toHaveProperty(`${key}_${form}`);
    }
  });
});

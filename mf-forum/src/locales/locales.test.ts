import { findMissingKeys } from '@elearn/i18n';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('mf-forum strings', () => {
  it.each([
    ['ar', ar],
    ['fr', fr],
    ['de', de],
  ])('%s has every English key', (_lang, bundle) => {
    expect(findMissingKeys(en, bundle)).toEqual([]);
  });

  it('gives Arabic every plural form it needs', () => {
    for (const key of ['likes', 'comments']) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(ar).toHaveProperty(`${key}_${form}`);
    }
  });
});

import { findMissingKeys, missingTranslations } from '../missing-keys';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('common strings', () => {
  it('has every English key in Arabic, French and German', () => {
    expect(missingTranslations({ en, ar, fr, de })).toEqual({ ar: [], fr: [], de: [] });
  });

  it('reports a missing nested key', () => {
    expect(findMissingKeys({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c']);
  });
});

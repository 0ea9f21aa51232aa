import { findMissingKeys } from '../missing-keys';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('common strings', () => {
  it.each([
    ['ar', ar],
    ['fr', fr],
    ['de', de],
  ])('%s has every English key', (_lang, bundle) => {
    expect(findMissingKeys(en, bundle)).toEqual([]);
  });

  it('reports a missing nested key', () => {
    expect(findMissingKeys({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c']);
  });
});

import { missingTranslations } from '@elearn/i18n';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('mf-header strings', () => {
  it('has every English key in Arabic, French and German', () => {
    expect(missingTranslations({ en, ar, fr, de })).toEqual({ ar: [], fr: [], de: [] });
  });

  it('gives Arabic every plural form of the lock-out message', () => {
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
      expect(ar.auth.errors).toHaveProperty(`locked_${form}`);
    }
  });

  it('translates every string, apart from the brand', () => {
    const flatten = (bundle: object, prefix = ''): [string, string][] =>
      Object.entries(bundle).flatMap(([key, value]) =>
        typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`),
      );
    const english = new Map(flatten(en));
    // Names that read the same in a language are allowed; anything else left in English is an oversight.
    const same = new Set([
      'brand',
      'header.menuTitle',
      'header.nav.dashboard',
      'header.account.dashboard',
      'header.stats.level',
      'profile.plan.active',
      'notifications.title',
      'announcements.publish.textLabel',
      'ranking.xp',
      'store.ok',
      'achievements.tiers.gold',
      'achievements.tiers.bronze',
      'achievements.tiers.participant',
    ]);
    for (const bundle of [ar, fr, de]) {
      const untranslated = flatten(bundle).filter(
        ([key, value]) => english.get(key) === value && !same.has(key),
      );
      expect(untranslated.map(([key]) => key)).toEqual([]);
    }
  });
});

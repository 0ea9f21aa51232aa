import { missingTranslations } from '@elearn/i18n/missing-keys';
import { ar as arGuest } from './ar';
import { de as deGuest } from './de';
import { en as enGuest } from './en';
import { fr as frGuest } from './fr';
import { ar as arMember } from './member/ar';
import { de as deMember } from './member/de';
import { en as enMember } from './member/en';
import { fr as frMember } from './member/fr';

// The strings every visitor loads and the member part, checked as the one namespace they fill.
const en = { ...enGuest, ...enMember };
const ar = { ...arGuest, ...arMember };
const fr = { ...frGuest, ...frMember };
const de = { ...deGuest, ...deMember };

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

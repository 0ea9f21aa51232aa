import { COURSE_RULES } from '@elearn/contracts/constants';
import { missingTranslations } from '@elearn/i18n';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('mf-authoring strings', () => {
  it('has every English key in Arabic, French and German', () => {
    expect(missingTranslations({ en, ar, fr, de })).toEqual({ ar: [], fr: [], de: [] });
  });

  it('translates every course rule key of @elearn/contracts, in English with the spec’s words', () => {
    for (const key of Object.values(COURSE_RULES)) expect(key.startsWith('rules.')).toBe(true);
    expect(Object.keys(en.rules).sort()).toEqual(Object.keys(COURSE_RULES).sort());
    expect(en.rules.image).toBe('Must be image file (jpg, png, etc..) with max size equal to 1mb!');
    expect(en.review.noDescription).toBe('No Description');
  });
});

import { missingTranslations } from '@elearn/i18n';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('mf-learning strings', () => {
  it('has every English key in Arabic, French and German', () => {
    expect(missingTranslations({ en, ar, fr, de })).toEqual({ ar: [], fr: [], de: [] });
  });

  it('gives Arabic every plural form it needs', () => {
    for (const key of ['duration', 'quotaPerDay']) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(ar.landing.plans).toHaveProperty(`${key}_${form}`);
      }
    }
    for (const [strings, key] of [
      [ar.catalogue.course, 'lessonCount'],
      [ar.catalogue.pathways, 'courses'],
    ] as const) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(strings).toHaveProperty(`${key}_${form}`);
      }
    }
  });
});

import { missingTranslations } from '@elearn/i18n/missing-keys';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('mf-admin strings', () => {
  it('has every English key in Arabic, French and German', () => {
    expect(missingTranslations({ en, ar, fr, de })).toEqual({ ar: [], fr: [], de: [] });
  });

  it('gives Arabic every plural form it needs', () => {
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
      expect(ar.assign).toHaveProperty(`done_${form}`);
  });

  it('carries the spec’s admin messages word for word', () => {
    expect(en.validation.admin).toMatchObject({
      min20: 'Must be 20 characters at least!',
      greaterThan0: 'Must be a number greater than 0!',
      atLeast0: 'Must be a number at least equal to 0!',
      year: 'Must be a number between 1900 and 2100!',
      nonNegative: 'Must be a non-negative number!',
      image: 'Must be image file (jpg, png, etc..)!',
      coursesRequired: 'Courses List field is required!',
      instructorsRequired: 'Instructors List field is required!',
    });
    expect(en.plans.noFeatures).toBe('No features added yet...');
    expect(en.plans.addFeature).toBe('Add Feature');
    expect(en.assign.optionsFailed).toBe('Failed to get options');
  });
});

import { COURSE_RULES } from '@elearn/contracts/constants';
import { missingTranslations } from '@elearn/i18n/missing-keys';
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

  it('carries the wizard’s spec texts word for word', () => {
    expect(en.outcomes.generating).toBe('Please, Wait till your course learning outcomes is generated');
    expect(en.modules.generating).toBe('Please, Wait till your course modules is generated');
    expect([en.wizard.toGeneral, en.wizard.toModules]).toEqual(['Back to General', 'Forward to Modules']);
    expect([en.wizard.backToOutcomes, en.wizard.toReview]).toEqual(['Back to Outcomes', 'Forward to Review']);
    expect([en.wizard.backToModules, en.review.create]).toEqual(['Back to Modules', 'Create Course']);
    expect([en.review.noDescription, en.review.noFees]).toEqual(['No Description', 'No additional fees']);
    expect(en.success.title).toBe('Congratulations!');
    expect(en.ai.modulesFailed).toBe('Failed to generate modules: {{message}}');
    expect(en.ai.outcomesFailed).toBe('Failed to generate learning outcomes: {{message}}');
    expect(en.ai.imageFailed).toBe('Failed to generate image: {{message}}');
    expect(en.general.categoryFailed).toBe('Failed to create new audience category: {{message}}');
    expect(en.ai.enhanceFailed).toBe('Failed to enhance: {{message}}');
    expect(en.wizard.optionsFailed).toBe('Failed to get options');
  });
});

import { missingTranslations } from '@elearn/i18n/missing-keys';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

describe('tree editor strings', () => {
  it('has every English key in Arabic, French and German', () => {
    expect(missingTranslations({ en, ar, fr, de })).toEqual({ ar: [], fr: [], de: [] });
  });

  it('has a label for every node and add action the tree builds', () => {
    const keys = Object.keys(en.tree.node);
    for (const key of [
      'outcomes',
      'outcome',
      'statement',
      'scope',
      'domain',
      'criteria',
      'criterion',
      'modules',
      'module',
      'name',
      'lessons',
      'lesson',
      'content',
      'otherInfo',
      'lessonOutcomes',
      'lessonOutcome',
      'sampleQuestions',
      'questionsGroup',
      'questionsType',
      'questions',
      'question',
      'questionText',
      'answer',
    ])
      expect(keys).toContain(key);
  });
});

import type { LiveQuestion } from '../src/modules/ai/ai.provider';
import { composeHints } from '../src/modules/ai/compose-hints';
import { MATCH_SHARE, overlapWithPrompt } from '../src/modules/chat/live-question';

const question = (over: Partial<LiveQuestion> = {}): LiveQuestion => ({
  type: 'mcq',
  prompt: 'Solve 2x + 3 = 11 for x.',
  multiple: false,
  learningOutcomeId: 'lo1',
  moduleId: 'm1',
  lessonId: 'l1',
  ...over,
});
const lesson = {
  lessonId: 'l1',
  lessonName: 'Solving [one-step] equations',
  learningOutcomeId: 'lo1',
  moduleId: 'm1',
  href: '/en/dashboard/study/c/lo1/m1/l1',
  quote: '',
};

describe('recognising a test question in what the learner asks', () => {
  it('matches a pasted or retyped question and ignores a merely related one', () => {
    const prompt = 'Which value of x solves the equation 2x + 3 = 11?';
    expect(overlapWithPrompt(`can you help me with: ${prompt}`, prompt)).toBe(1);
    expect(overlapWithPrompt('which value of x solves 2x+3=11', prompt)).toBeGreaterThanOrEqual(MATCH_SHARE);
    expect(overlapWithPrompt('How do I solve equations?', prompt)).toBeLessThan(MATCH_SHARE);
  });

  it('folds Arabic diacritics and tatweel, and never matches a prompt of under three words', () => {
    expect(overlapWithPrompt('ما قيمةُ س في المعـادلة', 'ما قيمة س في المعادلة')).toBe(1);
    expect(overlapWithPrompt('Solve x', 'Solve x')).toBe(0);
  });
});

describe('Socratic hints', () => {
  it('lead to the lesson by link and fit the kind of question, in the page’s language', () => {
    const mcq = composeHints(question(), lesson, 'en');
    expect(mcq).toContain('[Solving \\[one-step\\] equations](/en/dashboard/study/c/lo1/m1/l1)');
    expect(mcq).toContain('rule out the ones that break it');
    expect(composeHints(question({ multiple: true }), lesson, 'en')).toContain('More than one option');
    expect(composeHints(question({ type: 'tf' }), undefined, 'en')).toContain('Think back to the lesson');
    expect(composeHints(question({ type: 'essay' }), lesson, 'ar')).toContain('لن أعطيك الإجابة');
  });
});

// Weak-outcome review queue (issue 11, beyond the spec). Which outcomes come back for review:
// the rule is here, zod-free and unit-tested; the API schedules them with FSRS (ts-fsrs).

import { type AnsweredQuestion, MASTERED_ABOVE, masteryMask } from './mastery';

/** Questions asked in one review session. */
export const REVIEW_SESSION_QUESTIONS = 5;

/**
 * An outcome is weak while it is not mastered (its mask is at most
 * MASTERED_ABOVE) and the learner has answered at least one of its questions:
 * untouched outcomes are for studying, not for reviewing.
 */
export function isWeakOutcome(answers: readonly AnsweredQuestion[]): boolean {
  return answers.length > 0 && masteryMask(answers) <= MASTERED_ABOVE;
}

/** FSRS grade of a review session: Again below 50%, Hard below 70%, Good below 90%, Easy from 90%. */
export function reviewRating(percent: number): 1 | 2 | 3 | 4 {
  if (percent < 50) return 1;
  if (percent < 70) return 2;
  if (percent < 90) return 3;
  return 4;
}

// Mastery of a learning outcome (learner-experience §4 "Mastery"). Zod-free so
// the browser's progress page and the API's completion use the same arithmetic.

/** A question answered for an outcome: its difficulty (1–3) and whether it passed. */
export interface AnsweredQuestion {
  difficultyLevel: number;
  passed: boolean;
}

/** Completion fraction for each 3-bit mask value: bit 0 easy, bit 1 medium, bit 2 hard. */
export const MASTERY_FRACTIONS = [0, 0.2, 0.5, 0.7, 0.8, 0.9, 0.95, 1] as const;

/** An outcome is mastered when its mask (its level) is above this. */
export const MASTERED_ABOVE = 4;

/** Pass mark of an assessment, as a percentage score. */
export const PASS_PERCENT = 50;

/** The 3-bit mask of the difficulties with at least one passed question. */
export function masteryMask(answers: readonly AnsweredQuestion[]): number {
  let mask = 0;
  for (const a of answers) {
    if (a.passed && a.difficultyLevel >= 1 && a.difficultyLevel <= 3) mask |= 1 << (a.difficultyLevel - 1);
  }
  return mask;
}

/** The outcome's completion fraction (0–1). */
export const masteryFraction = (answers: readonly AnsweredQuestion[]): number =>
  MASTERY_FRACTIONS[masteryMask(answers)] ?? 0;

/** Whether the outcome counts as mastered. */
export const isMastered = (answers: readonly AnsweredQuestion[]) => masteryMask(answers) > MASTERED_ABOVE;

/**
 * Overall completion: the average of the outcomes' percentages, rounded, 0–100.
 * `perOutcome` holds one answer list per learning outcome of the course (empty lists included).
 */
export function courseCompletion(perOutcome: readonly (readonly AnsweredQuestion[])[]): number {
  if (perOutcome.length === 0) return 0;
  const total = perOutcome.reduce((sum, answers) => sum + masteryFraction(answers) * 100, 0);
  return Math.round(total / perOutcome.length);
}

/** What the learner is shown: never 0, so a started course does not look untouched. */
export const shownCompletion = (completion: number) => Math.max(1, Math.min(100, Math.round(completion)));

/** Whether a percentage score passes. */
export const isPassingScore = (percent: number) => percent >= PASS_PERCENT;

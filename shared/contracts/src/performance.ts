// Learner performance view (learner-experience §2 "Performance matrix", §4 "Performance view").
// Zod-free: the browser draws the matrix with it; unit-tested beside it.

/** One answered question as the performance view reads it. */
export interface PerformanceAnswer {
  learningOutcomeId: string;
  passed: boolean;
  /** 1 easy, 2 medium, 3 hard. */
  difficultyLevel: number;
  /** Bloom's level 1–6. */
  cognitiveLevel: number;
  /** ISO time it was answered. */
  createdAt: string;
}

/** max: every question counts; current: only the latest answer of each level. */
export type PerformanceMode = 'max' | 'current';

/** The level shown when nothing passed: the middle bit (medium). */
export const DEFAULT_PERFORMANCE_LEVEL = 0b010;

/** The latest answer of each value of `levelOf` (ties: the later in the list). */
function latestPer(answers: readonly PerformanceAnswer[], levelOf: (a: PerformanceAnswer) => number) {
  const latest = new Map<number, PerformanceAnswer>();
  for (const a of answers) {
    const seen = latest.get(levelOf(a));
    if (!seen || Date.parse(a.createdAt) >= Date.parse(seen.createdAt)) latest.set(levelOf(a), a);
  }
  return [...latest.values()];
}

/**
 * The 3-bit performance level (bit 0 easy, 1 medium, 2 hard) of an outcome's
 * answers; the middle bit when none passed.
 */
export function performanceLevel(answers: readonly PerformanceAnswer[], mode: PerformanceMode): number {
  const counted = mode === 'max' ? answers : latestPer(answers, (a) => a.difficultyLevel);
  let mask = 0;
  for (const a of counted) {
    if (a.passed && a.difficultyLevel >= 1 && a.difficultyLevel <= 3) mask |= 1 << (a.difficultyLevel - 1);
  }
  return mask === 0 ? DEFAULT_PERFORMANCE_LEVEL : mask;
}

/** The highest passed Bloom's level of the answers, at least 1. */
export function cognitiveLevel(answers: readonly PerformanceAnswer[], mode: PerformanceMode): number {
  const counted = mode === 'max' ? answers : latestPer(answers, (a) => a.cognitiveLevel);
  return counted.reduce(
    (best, a) => (a.passed && a.cognitiveLevel > best ? Math.min(6, a.cognitiveLevel) : best),
    1,
  );
}

/** The answers given from day `from` to day `to` inclusive (YYYY-MM-DD, the viewer's calendar days). */
export function answersBetween<T extends { createdAt: string }>(
  answers: readonly T[],
  from: string,
  to: string,
  dayOf: (iso: string) => string,
): T[] {
  return answers.filter((a) => {
    const day = dayOf(a.createdAt);
    return day >= from && day <= to;
  });
}

/** One matrix cell per learning outcome: its performance or cognitive level. */
export function performanceMatrix(
  outcomeIds: readonly string[],
  answers: readonly PerformanceAnswer[],
  view: 'performance' | 'cognitive',
  mode: PerformanceMode,
): { learningOutcomeId: string; level: number; answered: number }[] {
  return outcomeIds.map((id) => {
    const own = answers.filter((a) => a.learningOutcomeId === id);
    return {
      learningOutcomeId: id,
      level: view === 'performance' ? performanceLevel(own, mode) : cognitiveLevel(own, mode),
      answered: own.length,
    };
  });
}

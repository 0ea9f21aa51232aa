import type { ExamAnswer } from '@elearn/contracts';

/** What scoring needs of an exam question. */
export interface ScoredQuestion {
  type: string;
  correct: number[];
  answer: ExamAnswer | null;
}

/**
 * The server's score of an objective answer, 0 or 100; null for an essay
 * that needs a mark (an empty essay scores 0 at once). An mcq passes only
 * with exactly the right set of options.
 */
export function scoreAnswer(q: ScoredQuestion): number | null {
  if (q.type === 'essay') return q.answer && q.answer.text.trim() !== '' ? null : 0;
  const chosen = [...new Set(q.answer?.choices ?? [])].sort();
  const right = [...q.correct].sort();
  return chosen.length === right.length && chosen.every((c, i) => c === right[i]) ? 100 : 0;
}

/** An exam's totals from its questions' scores (a pending essay counts 0 until marked). */
export function examTotals(scores: readonly (number | null)[]) {
  const totalScore = scores.reduce<number>((sum, s) => sum + (s ?? 0) / 100, 0);
  const outOf = scores.length;
  const percentageScore = outOf === 0 ? 0 : Math.round((totalScore / outOf) * 1000) / 10;
  return { totalScore, outOf, percentageScore, pending: scores.some((s) => s === null) };
}

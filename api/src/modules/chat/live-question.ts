import type { Run } from '../../db/transaction';
import type { LiveQuestion } from '../ai/ai.provider';

/** Letters and digits, lower case, without Arabic diacritics and tatweel: what two phrasings share. */
const wordsOf = (text: string) =>
  new Set(
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\u064b-\u0652\u0640]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );

/** A prompt this short matches too much by chance ("Solve x") to be recognised. */
const MIN_WORDS = 3;
/** The share of the test question's words a message must contain to be asking about it. */
export const MATCH_SHARE = 0.6;

/** The share (0–1) of the test question's words found in what the learner asked; 0 for too short a prompt. */
export function overlapWithPrompt(asked: string, prompt: string): number {
  const target = wordsOf(prompt);
  if (target.size < MIN_WORDS) return 0;
  const said = wordsOf(asked);
  let shared = 0;
  for (const w of target) if (said.has(w)) shared += 1;
  return shared / target.size;
}

/**
 * The question of the learner's running test in this course that the message asks about (pasted or
 * retyped: most of its words), the best match if several; null when none. Only tests still open
 * count: once submitted or past their deadline the learner may have the answer explained.
 */
export async function findLiveQuestion(
  db: Run,
  userId: string,
  courseId: string,
  asked: string,
  now: Date,
): Promise<LiveQuestion | null> {
  const { rows } = await db.query<LiveQuestion & { correctCount: number }>(
    `SELECT q.type, q.prompt, jsonb_array_length(q.correct) AS "correctCount",
            q.learning_outcome_id AS "learningOutcomeId", q.module_id AS "moduleId", q.lesson_id AS "lessonId"
     FROM exams e JOIN exam_questions q ON q.exam_id = e.id
     WHERE e.user_id = $1 AND e.course_id = $2 AND e.status = 'in_progress'
       AND (e.deadline_at IS NULL OR e.deadline_at > $3)`,
    [userId, courseId, now],
  );
  let best: (typeof rows)[number] | null = null;
  let bestShare = MATCH_SHARE;
  for (const row of rows) {
    const share = overlapWithPrompt(asked, row.prompt);
    if (share >= bestShare && (!best || share > bestShare)) {
      best = row;
      bestShare = share;
    }
  }
  if (!best) return null;
  const { correctCount, ...question } = best;
  return { ...question, multiple: question.type === 'mcq' && Number(correctCount) > 1 };
}

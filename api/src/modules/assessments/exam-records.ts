import type { ExamAnswer, ExamView } from '@elearn/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { examQuestions, exams } from '../../db/schema';

export type ExamRow = typeof exams.$inferSelect;
export type ExamQuestionRow = typeof examQuestions.$inferSelect;

/** An exam by its hash, with its questions in order; null if unknown. */
export async function loadExam(db: Queryable, hash: string) {
  const [exam] = await db.select().from(exams).where(eq(exams.hash, hash));
  if (!exam) return null;
  const items = await db
    .select()
    .from(examQuestions)
    .where(eq(examQuestions.examId, exam.id))
    .orderBy(asc(examQuestions.position));
  return { exam, items };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * What the browser gets. While the test runs: prompts, options and saved
 * answers only — never `correct` or `explanation`. Once submitted: the review.
 */
export function toExamView(exam: ExamRow, items: ExamQuestionRow[], now: Date): ExamView {
  const base = {
    id: exam.id,
    hash: exam.hash,
    kind: exam.kind as 'lesson' | 'placement' | 'review',
    name: exam.name,
    courseId: exam.courseId,
    status: exam.status as 'in_progress' | 'marking' | 'scored',
    mode: exam.mode as 'count' | 'time',
    startedAt: iso(exam.startedAt)!,
    deadlineAt: iso(exam.deadlineAt),
    submittedAt: iso(exam.submittedAt),
    serverNow: now.toISOString(),
    questions: items.map((q) => ({
      position: q.position,
      type: q.type as 'mcq' | 'tf' | 'essay',
      prompt: q.prompt,
      options: q.options,
      multiple: q.type === 'mcq' && q.correct.length > 1,
      difficultyLevel: q.difficultyLevel,
      cognitiveLevel: q.cognitiveLevel,
      answer: (q.answer as ExamAnswer | null) ?? null,
    })),
  };
  if (exam.status === 'in_progress') return { submitted: false, exam: base };
  return {
    submitted: true,
    exam: {
      ...base,
      totalScore: exam.totalScore,
      outOf: exam.outOf,
      percentageScore: exam.percentageScore,
      xpGained: exam.xpGained,
      review: items.map((q) => ({
        position: q.position,
        correct: q.correct,
        explanation: q.explanation,
        passed: q.passed,
        score: q.score,
      })),
    },
  };
}

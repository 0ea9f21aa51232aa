import type { ExamAnswer } from '@elearn/contracts';
import { and, eq } from 'drizzle-orm';
import { examQuestions, exams, learningPerformance } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { awardAssessmentIn } from '../gamification/assessments';
import { refreshCourseCompletion } from '../progress/completion';
import type { ExamQuestionRow, ExamRow } from './exam-records';
import { recordReviewOutcomes, refreshWeakOutcomes } from './review-queue';
import { examTotals, scoreAnswer } from './scoring';

/** Evidence rows of scored questions: what mastery, the performance views and the review queue read. */
async function writePerformance(tx: Tx, exam: ExamRow, items: ExamQuestionRow[], at: Date) {
  if (items.length === 0) return;
  await tx.db.insert(learningPerformance).values(
    items.map((q) => ({
      progressId: exam.progressId,
      userId: exam.userId,
      courseId: exam.courseId,
      learningOutcomeId: q.learningOutcomeId,
      moduleId: q.moduleId,
      lessonId: q.lessonId,
      questionId: q.questionId,
      examId: exam.id,
      passed: q.passed === true,
      difficultyLevel: q.difficultyLevel,
      cognitiveLevel: q.cognitiveLevel,
      timeSpentSeconds: q.timeSpentSeconds,
      createdAt: at,
    })),
  );
}

/**
 * Stores the exam's totals; when nothing waits for a mark any more the exam
 * is scored and XP, coins and achievements follow (once: only here, only on
 * the step to `scored`).
 */
async function settle(tx: Tx, exam: ExamRow, items: ExamQuestionRow[]) {
  const totals = examTotals(items.map((q) => q.score));
  const status = totals.pending ? 'marking' : 'scored';
  let xpGained = exam.xpGained;
  if (status === 'scored') {
    xpGained = (await awardAssessmentIn(tx, exam.userId, totals.percentageScore)).xp;
    if (exam.kind === 'review') await recordReviewOutcomes(tx, exam, totals.percentageScore);
  }
  await tx.db
    .update(exams)
    .set({
      status,
      totalScore: totals.totalScore,
      outOf: totals.outOf,
      percentageScore: totals.percentageScore,
      xpGained,
    })
    .where(eq(exams.id, exam.id));
  await refreshCourseCompletion(tx.db, exam.progressId);
  await refreshWeakOutcomes(
    tx,
    exam,
    items.filter((q) => q.score !== null).map((q) => q.learningOutcomeId),
  );
}

/**
 * Scores a locked, in-progress exam: objective questions now, essays wait for
 * their mark. A late submission in time mode counts as made at the deadline.
 */
export async function scoreExam(tx: Tx, exam: ExamRow, items: ExamQuestionRow[]) {
  const submittedAt = exam.deadlineAt && exam.deadlineAt < tx.now ? exam.deadlineAt : tx.now;
  for (const q of items) {
    q.score = scoreAnswer({ type: q.type, correct: q.correct, answer: q.answer as ExamAnswer | null });
    q.passed = q.score === null ? null : q.score >= 50;
    await tx.db
      .update(examQuestions)
      .set({ score: q.score, passed: q.passed })
      .where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.position, q.position)));
  }
  await tx.db.update(exams).set({ submittedAt }).where(eq(exams.id, exam.id));
  await writePerformance(
    tx,
    exam,
    items.filter((q) => q.score !== null),
    submittedAt,
  );
  await settle(tx, { ...exam, submittedAt }, items);
}

/** A mark of an essay (by an instructor, or null: the model): its evidence row, the exam's new totals. */
export async function applyEssayMark(
  tx: Tx,
  exam: ExamRow,
  items: ExamQuestionRow[],
  item: ExamQuestionRow,
  score: number,
  markerId: string | null,
) {
  item.score = score;
  item.passed = score >= 50;
  await tx.db
    .update(examQuestions)
    .set({ score, passed: item.passed, markedBy: markerId })
    .where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.position, item.position)));
  await writePerformance(tx, exam, [item], tx.now);
  await settle(tx, exam, items);
}

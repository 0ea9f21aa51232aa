import type { ReviewQueue, User } from '@elearn/contracts';
import { isWeakOutcome, REVIEW_SESSION_QUESTIONS, reviewRating } from '@elearn/contracts/fsrs-review';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Card, createEmptyCard, fsrs, type Grade } from 'ts-fsrs';
import type { AppContext } from '../../context';
import { learningPerformance, questions, reviewCards } from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { courseContent } from './course-content';
import type { ExamRow } from './exam-records';
import { createExam, progressOf } from './exam-start';

// Weak-outcome review (issue 11, beyond the spec): an outcome answered but not mastered gets an
// FSRS card; a review session's score is its grade; mastering the outcome retires the card.

const scheduler = fsrs();

/** Cards for the outcomes of this exam's questions that are weak now; mastered ones leave the queue. */
export async function refreshWeakOutcomes(tx: Tx, exam: ExamRow, outcomeIds: string[]) {
  if (outcomeIds.length === 0) return;
  const rows = await tx.db
    .select({
      outcomeId: learningPerformance.learningOutcomeId,
      difficultyLevel: learningPerformance.difficultyLevel,
      passed: learningPerformance.passed,
    })
    .from(learningPerformance)
    .where(
      and(
        eq(learningPerformance.progressId, exam.progressId),
        inArray(learningPerformance.learningOutcomeId, outcomeIds),
      ),
    );
  for (const outcomeId of new Set(outcomeIds)) {
    const answers = rows.filter((r) => r.outcomeId === outcomeId);
    if (isWeakOutcome(answers)) {
      const card = createEmptyCard(tx.now);
      await tx.db
        .insert(reviewCards)
        .values({ progressId: exam.progressId, learningOutcomeId: outcomeId, due: card.due, card })
        .onConflictDoNothing();
    } else {
      await tx.db
        .delete(reviewCards)
        .where(
          and(eq(reviewCards.progressId, exam.progressId), eq(reviewCards.learningOutcomeId, outcomeId)),
        );
    }
  }
}

/** A scored review session reschedules its outcome's card by FSRS, graded by the score. */
export async function recordReviewOutcomes(tx: Tx, exam: ExamRow, percent: number) {
  const outcomeId = (exam.config as { learningOutcomeId?: string } | null)?.learningOutcomeId;
  if (!outcomeId) return;
  const [row] = await tx.db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.progressId, exam.progressId), eq(reviewCards.learningOutcomeId, outcomeId)));
  if (!row) return;
  const stored = row.card as Card;
  const card: Card = {
    ...stored,
    due: new Date(stored.due),
    last_review: stored.last_review && new Date(stored.last_review),
  };
  const next = scheduler.next(card, tx.now, reviewRating(percent) as Grade).card;
  await tx.db.update(reviewCards).set({ card: next, due: next.due }).where(eq(reviewCards.id, row.id));
}

/** The caller's outcomes due for review now, soonest first. */
export async function dueReviews(ctx: AppContext, userId: string): Promise<ReviewQueue> {
  const { rows } = await ctx.database.db.execute<{
    courseId: string;
    courseTitle: string;
    learningOutcomeId: string;
    statement: string;
    due: Date;
  }>(sql`
    SELECT p.course_id AS "courseId", c.title AS "courseTitle", r.learning_outcome_id AS "learningOutcomeId",
           COALESCE(o.statement, '') AS statement, r.due
    FROM review_cards r
    JOIN course_progress p ON p.id = r.progress_id
    JOIN courses c ON c.id = p.course_id
    JOIN course_details d ON d.course_id = p.course_id
    LEFT JOIN LATERAL jsonb_to_recordset(d.learning_outcomes) AS o(id text, statement text) ON o.id = r.learning_outcome_id
    WHERE p.user_id = ${userId} AND r.due <= ${ctx.now().toISOString()}::timestamptz
    ORDER BY r.due LIMIT 10`);
  return rows.map((r) => ({ ...r, due: new Date(r.due).toISOString() }));
}

/** A short review session on a weak outcome: objective questions only, so it scores at once. */
export function startReview(ctx: AppContext, user: User, courseId: string, outcomeId: string) {
  return inTransaction(ctx, async (tx) => {
    const progressId = await progressOf(tx, user.id, courseId);
    const content = await courseContent(tx.db, courseId);
    const outcome = content?.learningOutcomes.find((o) => o.id === outcomeId);
    if (!outcome) throw new HttpError(404, 'NOT_FOUND', 'No such learning outcome.');
    const drawn = await tx.db
      .select()
      .from(questions)
      .where(
        and(
          eq(questions.courseId, courseId),
          eq(questions.learningOutcomeId, outcomeId),
          inArray(questions.type, ['mcq', 'tf']),
        ),
      )
      .orderBy(sql`random()`)
      .limit(REVIEW_SESSION_QUESTIONS);
    if (drawn.length === 0) throw new HttpError(409, 'NO_QUESTIONS', 'This outcome has no questions yet.');
    drawn.sort((a, b) => a.difficultyLevel - b.difficultyLevel);
    const hash = await createExam(
      tx,
      {
        kind: 'review',
        userId: user.id,
        courseId,
        progressId,
        name: outcome.statement,
        mode: 'count',
        config: { learningOutcomeId: outcomeId },
      },
      drawn,
    );
    return { hash };
  });
}

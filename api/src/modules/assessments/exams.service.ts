import { type EssayToMark, type ExamAnswer, type ExamView, isStaff, type User } from '@elearn/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { examQuestions, exams } from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { sharedCourseIds } from '../auth/learner-access';
import { notificationsService } from '../notifications/notifications.service';
import { notifyEssayMarked } from './essay-marked.notice';
import { markEssaysByModel } from './essay-model-marking';
import { type ExamRow, loadExam, toExamView } from './exam-records';
import { applyEssayMark, scoreExam } from './exam-scoring';
import { assertSeat, checkSeatRequest, newSeat } from './exam-seat';

const forbidden = () => new HttpError(403, 'FORBIDDEN', 'Your role may not do this.');
const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such test.');
const closed = () => new HttpError(409, 'EXAM_CLOSED', 'This test is closed: answers can no longer change.');
const HASH = /^[a-f0-9]{32}$/;

/** The exam locked for this transaction, with its questions; its owner only. */
async function lockOwnExam(tx: Tx, user: User, hash: string) {
  if (!HASH.test(hash)) throw notFound();
  const { rows } = await tx.client.query<{ id: string; user_id: string }>(
    'SELECT id, user_id FROM exams WHERE hash = $1 FOR UPDATE',
    [hash],
  );
  if (!rows[0]) throw notFound();
  if (rows[0].user_id !== user.id) throw forbidden();
  return (await loadExam(tx.db, hash))!;
}

const expired = (exam: ExamRow, now: Date) => exam.deadlineAt !== null && exam.deadlineAt <= now;

export function examsService(ctx: AppContext) {
  const notifications = notificationsService(ctx);

  /**
   * Submits once: whoever comes second (another tab, a retry, ten at once) gets the same result.
   * Essays then go to the model when one is configured (in the background: the learner sees
   * "marking" at once); `onModelError` hears why they stayed in the instructor's queue.
   * `seat` is the browser's exam cookie; `'deadline'` when the server scores a test whose time ran out.
   */
  const submit = async (
    user: User,
    hash: string,
    seat: string | undefined | 'deadline',
    onModelError: (error: unknown) => void = () => {},
  ): Promise<ExamView> => {
    let scoredNow = false;
    const view = await inTransaction(ctx, async (tx) => {
      const { exam, items } = await lockOwnExam(tx, user, hash);
      if (exam.status === 'in_progress') {
        if (seat !== 'deadline' && !expired(exam, tx.now)) assertSeat(exam, seat);
        await scoreExam(tx, exam, items);
        scoredNow = true;
      }
      const fresh = (await loadExam(tx.db, hash))!;
      return toExamView(fresh.exam, fresh.items, tx.now);
    });
    if (scoredNow && view.exam.status === 'marking') markEssaysByModel(ctx, hash).catch(onModelError);
    return view;
  };

  return {
    submit,

    /**
     * The owner sees the test (scored at its deadline if time ran out while
     * away); staff and the course's instructors see a submitted one's review.
     */
    async get(user: User, hash: string): Promise<ExamView> {
      if (!HASH.test(hash)) throw notFound();
      const found = await loadExam(ctx.database.db, hash);
      if (!found) throw notFound();
      const { exam, items } = found;
      if (exam.userId === user.id) {
        if (exam.status === 'in_progress' && expired(exam, ctx.now())) return submit(user, hash, 'deadline');
        return toExamView(exam, items, ctx.now());
      }
      const mayView =
        exam.status !== 'in_progress' &&
        (isStaff(user) ||
          (await sharedCourseIds(ctx.database.db, user.id, exam.userId)).includes(exam.courseId));
      if (!mayView) throw forbidden();
      return toExamView(exam, items, ctx.now());
    },

    /** Keeps an answer as it changes (a reload or another device resumes it); refused once submitted or late. */
    saveAnswer(
      user: User,
      hash: string,
      body: { position: number; answer: ExamAnswer; timeSpentSeconds: number },
      seat: string | undefined,
    ) {
      return inTransaction(ctx, async (tx) => {
        const { exam, items } = await lockOwnExam(tx, user, hash);
        if (exam.status !== 'in_progress' || expired(exam, tx.now)) throw closed();
        assertSeat(exam, seat);
        const item = items.find((q) => q.position === body.position);
        if (!item) throw new HttpError(422, 'VALIDATION', 'No such question in this test.');
        const answer =
          item.type === 'essay'
            ? { choices: [], text: body.answer.text }
            : {
                choices: [...new Set(body.answer.choices)].filter(
                  (c) => c < Math.max(2, item.options.length),
                ),
                text: '',
              };
        await tx.db
          .update(examQuestions)
          .set({
            answer,
            timeSpentSeconds: sql`${examQuestions.timeSpentSeconds} + ${body.timeSpentSeconds}`,
          })
          .where(and(eq(examQuestions.examId, exam.id), eq(examQuestions.position, body.position)));
        return { ok: true as const };
      });
    },

    /**
     * Keeps the running test to the browser opening it (the exam cookie): returns the
     * cookie's token; the browser that had it before is refused from now on.
     */
    takeSeat(user: User, hash: string, body: { examLink: string; userId: string }) {
      return inTransaction(ctx, async (tx) => {
        const { exam } = await lockOwnExam(tx, user, hash);
        if (exam.status !== 'in_progress' || expired(exam, tx.now)) throw closed();
        checkSeatRequest(exam, user.id, body);
        const seat = newSeat();
        await tx.db.update(exams).set({ seatTokenHash: seat.digest }).where(eq(exams.id, exam.id));
        return seat.token;
      });
    },

    /** Essays of the course's learners waiting for a mark, oldest first. */
    async essaysToMark(courseId: string): Promise<EssayToMark[]> {
      const { rows } = await ctx.database.db.execute<EssayToMark & { submittedAt: Date }>(sql`
        SELECT e.id AS "examId", q.position, e.name AS "examName",
               json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) AS learner,
               q.prompt, q.explanation AS guide, COALESCE(q.answer->>'text', '') AS text, e.submitted_at AS "submittedAt"
        FROM exams e JOIN exam_questions q ON q.exam_id = e.id JOIN users u ON u.id = e.user_id
        WHERE e.course_id = ${courseId} AND e.status = 'marking' AND q.type = 'essay' AND q.score IS NULL
        ORDER BY e.submitted_at, q.position LIMIT 100`);
      return rows.map((r) => ({ ...r, submittedAt: new Date(r.submittedAt).toISOString() }));
    },

    /** An instructor's mark (0–100) of an essay of their course; the learner is told. */
    markEssay(marker: User, courseId: string, examId: string, position: number, score: number) {
      return inTransaction(ctx, async (tx) => {
        const { rows } = await tx.client.query<{ hash: string }>(
          'SELECT hash FROM exams WHERE id = $1 AND course_id = $2 FOR UPDATE',
          [examId, courseId],
        );
        if (!rows[0]) throw notFound();
        const { exam, items } = (await loadExam(tx.db, rows[0].hash))!;
        const item = items.find((q) => q.position === position && q.type === 'essay');
        if (!item) throw new HttpError(404, 'NOT_FOUND', 'No such essay.');
        if (item.score !== null)
          throw new HttpError(409, 'ALREADY_MARKED', 'This essay has already been marked.');
        await applyEssayMark(tx, exam, items, item, score, marker.id);
        await notifyEssayMarked(notifications, exam, score, tx);
        return { ok: true as const };
      });
    },
  };
}

export type ExamsService = ReturnType<typeof examsService>;

import { randomBytes } from 'node:crypto';
import {
  hasFeatureAccess,
  type PlacementConfig,
  placementMessage,
  placementProblems,
  placementTargets,
  requestedQuestions,
  type User,
} from '@elearn/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { courseProgress, examQuestions, exams, questions } from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { currentPlanOf } from '../courses/enrolment.queries';
import { courseContent, findLesson } from './course-content';

type BankQuestion = typeof questions.$inferSelect;

/** Questions in a lesson assessment at most. */
const LESSON_QUESTIONS = 10;

const notEnrolled = () => new HttpError(403, 'NOT_ENROLLED', 'Enrol in the course to take its assessments.');

/** The caller's course progress (the learner's enrolment), or 403. */
export async function progressOf(tx: Tx, userId: string, courseId: string): Promise<string> {
  if (!isUuid(courseId)) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
  const [row] = await tx.db
    .select({ id: courseProgress.id })
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)));
  if (!row) throw notEnrolled();
  return row.id;
}

/** Copies the drawn bank questions into a new exam; returns its hash. */
export async function createExam(
  tx: Tx,
  exam: Omit<typeof exams.$inferInsert, 'hash' | 'startedAt'>,
  drawn: BankQuestion[],
): Promise<string> {
  const hash = randomBytes(16).toString('hex');
  const [row] = await tx.db
    .insert(exams)
    .values({ ...exam, hash, startedAt: tx.now })
    .returning({ id: exams.id });
  if (drawn.length > 0) {
    await tx.db.insert(examQuestions).values(
      drawn.map((q, position) => ({
        examId: row!.id,
        position,
        questionId: q.id,
        learningOutcomeId: q.learningOutcomeId,
        moduleId: q.moduleId,
        lessonId: q.lessonId,
        type: q.type,
        prompt: q.prompt,
        options: q.options,
        correct: q.correct,
        explanation: q.explanation,
        difficultyLevel: q.difficultyLevel,
        cognitiveLevel: q.cognitiveLevel,
      })),
    );
  }
  return hash;
}

/**
 * Lesson assessments a user may start per lesson: unlimited above a learner
 * (permission) or when the plan's feature sets no maximum; null when the plan
 * lacks the feature.
 */
async function lessonAttemptsAllowed(tx: Tx, user: User): Promise<number | null> {
  const plan = await currentPlanOf(tx.client, user.id);
  if (!hasFeatureAccess({ permissionLevel: user.permissionLevel, plan }, 'assessments', tx.now)) return null;
  if (user.permissionLevel > 1) return Number.POSITIVE_INFINITY;
  const { rows } = await tx.client.query<{ max: number | null }>(
    `SELECT (f->>'maxPerItem')::int AS max FROM user_plans up JOIN plans p ON p.id = up.plan_id
     CROSS JOIN LATERAL jsonb_array_elements(p.features) f
     WHERE up.user_id = $1 AND lower(f->>'name') = 'assessments' ORDER BY up.start_date DESC LIMIT 1`,
    [user.id],
  );
  return rows[0]?.max ?? Number.POSITIVE_INFINITY;
}

/** Starts (or resumes the unfinished) assessment of a lesson; refuses past the plan's attempts. */
export function startLessonAssessment(
  ctx: AppContext,
  user: User,
  at: { courseId: string; outcomeId: string; moduleId: string; lessonId: string },
): Promise<{ hash: string }> {
  return inTransaction(ctx, async (tx) => {
    const progressId = await progressOf(tx, user.id, at.courseId);
    // One start at a time per learner and lesson, so two tabs cannot both pass the limit.
    await tx.client.query('SELECT id FROM course_progress WHERE id = $1 FOR UPDATE', [progressId]);
    const content = await courseContent(tx.db, at.courseId);
    const place = content && findLesson(content, at.outcomeId, at.moduleId, at.lessonId);
    if (!place) throw new HttpError(404, 'NOT_FOUND', 'No such lesson.');
    const allowed = await lessonAttemptsAllowed(tx, user);
    if (allowed === null) throw new HttpError(403, 'LOCKED', 'Your plan does not include assessments.');
    const taken = await tx.db
      .select({ hash: exams.hash, status: exams.status })
      .from(exams)
      .where(and(eq(exams.progressId, progressId), eq(exams.kind, 'lesson'), eq(exams.lessonId, at.lessonId)))
      .orderBy(desc(exams.startedAt));
    const open = taken.find((e) => e.status === 'in_progress');
    if (open) return { hash: open.hash };
    if (taken.length >= allowed)
      // The way on from the refusal: the review of the attempt taken.
      throw new HttpError(
        409,
        'ATTEMPT_LIMIT',
        'You have already taken the assessment of this lesson.',
        taken[0] ? { reviewHash: taken[0].hash } : {},
      );
    const bank = await tx.db
      .select()
      .from(questions)
      .where(and(eq(questions.courseId, at.courseId), eq(questions.lessonId, at.lessonId)))
      .orderBy(questions.difficultyLevel, questions.createdAt)
      .limit(LESSON_QUESTIONS);
    if (bank.length === 0) throw new HttpError(409, 'NO_QUESTIONS', 'This lesson has no questions yet.');
    const hash = await createExam(
      tx,
      {
        kind: 'lesson',
        userId: user.id,
        courseId: at.courseId,
        progressId,
        lessonId: at.lessonId,
        name: place.lesson.name,
        mode: 'count',
      },
      bank,
    );
    return { hash };
  });
}

/** Random order without bias (Fisher–Yates). */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Draws a placement test: each difficulty × type cell gets its largest-remainder
 * share; cells the bank cannot fill are topped up from the rest of the scope;
 * `drawn` below `requested` tells the learner the bank was short.
 */
export function generatePlacementTest(
  ctx: AppContext,
  user: User,
  courseId: string,
  config: PlacementConfig,
): Promise<{ hash: string; requested: number; drawn: number }> {
  const problems = placementProblems(config);
  if (problems.length > 0) throw new HttpError(422, 'VALIDATION', placementMessage(problems[0]!));
  return inTransaction(ctx, async (tx) => {
    const progressId = await progressOf(tx, user.id, courseId);
    const content = await courseContent(tx.db, courseId);
    if (!content) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
    const scope = config.selectedScope;
    const conditions = [
      eq(questions.courseId, courseId),
      inArray(questions.cognitiveLevel, config.cognitiveLevels),
      ...(scope.learningOutcomes.length
        ? [inArray(questions.learningOutcomeId, scope.learningOutcomes)]
        : []),
      ...(scope.modules.length ? [inArray(questions.moduleId, scope.modules)] : []),
      ...(scope.lessons.length ? [inArray(questions.lessonId, scope.lessons)] : []),
    ];
    const pool = shuffle(
      await tx.db
        .select()
        .from(questions)
        .where(and(...conditions)),
    );
    const requested = requestedQuestions(config);
    const drawn: BankQuestion[] = [];
    for (const cell of placementTargets(config)) {
      const fits = pool.filter((q) => q.difficultyLevel === cell.difficultyLevel && q.type === cell.type);
      drawn.push(...fits.slice(0, cell.target));
    }
    const taken = new Set(drawn.map((q) => q.id));
    for (const q of pool) {
      if (drawn.length >= requested) break;
      if (!taken.has(q.id)) drawn.push(q);
    }
    if (drawn.length === 0)
      throw new HttpError(422, 'NO_QUESTIONS', 'No questions match this scope and these cognitive levels.');
    drawn.sort((a, b) => a.difficultyLevel - b.difficultyLevel);
    const hash = await createExam(
      tx,
      {
        kind: 'placement',
        userId: user.id,
        courseId,
        progressId,
        name: content.title,
        mode: config.mode,
        deadlineAt: config.mode === 'time' ? new Date(tx.now.getTime() + config.time * 60_000) : null,
        config,
      },
      drawn,
    );
    return { hash, requested, drawn: drawn.length };
  });
}

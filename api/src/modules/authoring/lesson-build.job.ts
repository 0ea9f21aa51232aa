import type { AppContext } from '../../context';
import type { LearningOutcome, Module } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { storedLessonContent } from '../../storage/stored-html';
import { notificationsService } from '../notifications/notifications.service';
import { buildLessonOffline, builtLessonSchema, type LessonPlace } from './lesson-content';

/** A job that failed this many times stops (status failed) and keeps its last error. */
export const LESSON_BUILD_MAX_ATTEMPTS = 5;
/** Wait before retrying: 30 s, 1 min, 2 min, 4 min. */
const backoffMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);

type Turn = { kind: 'idle' } | { kind: 'built' | 'done'; jobId: string };

/**
 * Builds the queued courses' lessons (docs/adr/0013-authoring-jobs.md): each turn
 * claims one due job with FOR UPDATE SKIP LOCKED (another process skips it), builds
 * the lessons of its next unbuilt module through ctx.ai and stores them in the same
 * transaction, so a lesson is never built twice and a crash repeats only the module
 * it was on. The last turn marks the job done and notifies the author. A failure
 * rolls the turn back and counts an attempt (retried after a back-off). Returns
 * the number of modules built.
 */
export async function buildQueuedLessons(ctx: AppContext): Promise<number> {
  const notifications = notificationsService(ctx);
  let built = 0;
  for (;;) {
    let claimed: string | null = null;
    let turn: Turn;
    try {
      turn = await inTransaction(ctx, async (tx): Promise<Turn> => {
        const { rows } = await tx.client.query<{
          id: string;
          course_id: string;
          author_id: string | null;
          title: string;
        }>(
          `SELECT j.id, j.course_id, j.author_id, c.title FROM lesson_build_jobs j JOIN courses c ON c.id = j.course_id
           WHERE j.status = 'queued' AND j.run_after <= $1
           ORDER BY j.run_after LIMIT 1 FOR UPDATE OF j SKIP LOCKED`,
          [tx.now],
        );
        const job = rows[0];
        if (!job) return { kind: 'idle' };
        claimed = job.id;
        const { rows: details } = await tx.client.query<{
          learning_outcomes: LearningOutcome[];
          modules: Module[];
        }>('SELECT learning_outcomes, modules FROM course_details WHERE course_id = $1 FOR UPDATE', [
          job.course_id,
        ]);
        const modules = details[0]?.modules ?? [];
        const next = modules.find((m) => m.lessons.some((l) => !l.content));
        if (!next) {
          await tx.client.query(
            `UPDATE lesson_build_jobs SET status = 'done', finished_at = $2 WHERE id = $1`,
            [job.id, tx.now],
          );
          if (job.author_id)
            await notifications.notify(
              job.author_id,
              {
                short: 'authoring.lessons-built',
                template: 'notifications.lessonsBuilt',
                templateType: 'link',
                attributes: { course: job.title, link: `/dashboard/preview-course/${job.course_id}` },
              },
              tx,
            );
          return { kind: 'done', jobId: job.id };
        }
        const outcome = details[0]!.learning_outcomes.find((o) => o.id === next.learningOutcomeId);
        for (const lesson of next.lessons) {
          if (lesson.content) continue;
          const made = await buildLesson(ctx, { courseTitle: job.title, outcome, module: next, lesson });
          lesson.content = storedLessonContent(made.content, ctx.config.publicOrigin);
          lesson.sampleQuestions = made.sampleQuestions;
        }
        await tx.client.query('UPDATE course_details SET modules = $2 WHERE course_id = $1', [
          job.course_id,
          JSON.stringify(modules),
        ]);
        return { kind: 'built', jobId: job.id };
      });
    } catch (error) {
      if (!claimed) throw error;
      await recordFailure(ctx, claimed, error);
      continue;
    }
    if (turn.kind === 'idle') return built;
    if (turn.kind === 'built') built += 1;
  }
}

/** One lesson's content and sample questions through ctx.ai (offline: derived from its place in the course). */
export function buildLesson(ctx: AppContext, place: LessonPlace) {
  return ctx.ai.complete({
    messages: [
      {
        role: 'system',
        content:
          'Write the teaching text of one lesson (paragraphs separated by blank lines) and its sample questions with answers, ' +
          'from the lesson name, its learning outcomes, its module and the course outcome with its criteria. Answer in JSON.',
      },
      { role: 'user', content: JSON.stringify(place) },
    ],
    schema: builtLessonSchema,
    offline: () => buildLessonOffline(place),
  });
}

/** Counts a failed turn: retried after a back-off, or stopped after LESSON_BUILD_MAX_ATTEMPTS. */
async function recordFailure(ctx: AppContext, jobId: string, error: unknown) {
  await inTransaction(ctx, async (tx) => {
    const { rows } = await tx.client.query<{ attempts: number }>(
      'UPDATE lesson_build_jobs SET attempts = attempts + 1, last_error = $2 WHERE id = $1 RETURNING attempts',
      [jobId, String((error as Error)?.message ?? error).slice(0, 500)],
    );
    const attempts = rows[0]?.attempts ?? LESSON_BUILD_MAX_ATTEMPTS;
    await tx.client.query(
      attempts >= LESSON_BUILD_MAX_ATTEMPTS
        ? `UPDATE lesson_build_jobs SET status = 'failed', finished_at = $2 WHERE id = $1`
        : 'UPDATE lesson_build_jobs SET run_after = $2 WHERE id = $1',
      [
        jobId,
        attempts >= LESSON_BUILD_MAX_ATTEMPTS ? tx.now : new Date(tx.now.getTime() + backoffMs(attempts)),
      ],
    );
  });
}

import {
  type CourseProgress,
  isMastered,
  type LearningTime,
  MASTERY_FRACTIONS,
  masteryMask,
  mayPreviewCourse,
  type StudyLesson,
  shownCompletion,
  showsSubscribeLink,
  type User,
} from '@elearn/contracts';
import type { AppContext } from '../../context';
import { inTransaction, type Tx } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { isTimeZone } from '../calendar/zoned-time';
import { findCourseRole } from '../courses/courses.queries';
import { issueCertificateIfEarned, revokeCertificates } from './certificates.service';
import { nextFireAt } from './learning-times.schedule';
import * as q from './progress.queries';

/** The most one report may add to a lesson's time: the browser reports every minute and on leaving. */
export const MAX_LESSON_SECONDS_PER_REPORT = 120;

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such course.');
const forbidden = () => new HttpError(403, 'FORBIDDEN', 'Your role may not do this.');
const notEnrolled = () => new HttpError(403, 'FORBIDDEN', 'You are not enrolled in this course.');

/** Mastery per outcome from the grouped answers of a progress. */
function performanceOf(content: q.CourseContent, answers: Awaited<ReturnType<typeof q.answersOf>>) {
  return content.learningOutcomes.map((o) => {
    const mine = answers.filter((a) => a.outcome === o.id);
    const list = mine.map((a) => ({ difficultyLevel: a.difficulty, passed: a.passed }));
    const mask = masteryMask(list);
    return {
      learningOutcomeId: o.id,
      mask,
      percent: Math.round((MASTERY_FRACTIONS[mask] ?? 0) * 100),
      mastered: isMastered(list),
      answered: mine.reduce((n, a) => n + a.n, 0),
      passed: mine.filter((a) => a.passed).reduce((n, a) => n + a.n, 0),
    };
  });
}

/** A lesson's place in the course: path parts in reading order. */
function lessonPaths(content: q.CourseContent) {
  return content.modules.flatMap((m) =>
    m.lessons.map((l) => ({ path: `${m.learningOutcomeId}/${m.id}/${l.id}`, module: m, lesson: l })),
  );
}

export function progressService(ctx: AppContext) {
  const pool = ctx.database.pool;

  /** The caller's own progress (403 for anyone else's, 404 for none), locked in `tx`. */
  async function ownProgress(tx: Tx, user: User, progressId: string) {
    if (!isUuid(progressId)) throw new HttpError(404, 'NOT_FOUND', 'No such course progress.');
    const progress = await q.progressById(tx.client, progressId, true);
    if (!progress) throw new HttpError(404, 'NOT_FOUND', 'No such course progress.');
    if (progress.userId !== user.id) throw forbidden();
    return progress;
  }

  /** Who the caller is for the course: their progress (null when not enrolled) and whether they preview. */
  async function accessTo(user: User, courseId: string, wantsPreview: boolean) {
    const role = await findCourseRole(ctx.database.db, user.id, courseId);
    const progress = await q.progressOf(pool, user.id, courseId);
    const mayPreview = mayPreviewCourse(user.permissionLevel, role);
    if (wantsPreview && !mayPreview) throw forbidden();
    const preview = wantsPreview || !progress;
    if (preview && !mayPreview) throw notEnrolled();
    return { role, progress: preview ? null : progress, preview };
  }

  return {
    /** GET /dashboard/course-progress/{courseId}; a preview reads only and records nothing. */
    async courseProgress(user: User, courseId: string, wantsPreview: boolean): Promise<CourseProgress> {
      if (!isUuid(courseId)) throw notFound();
      const content = await q.courseContent(pool, courseId);
      if (!content) throw notFound();
      const { role, progress, preview } = await accessTo(user, courseId, wantsPreview);
      // Mastery may have been reached by answers written elsewhere: the certificate follows on read.
      if (progress) await inTransaction(ctx, (tx) => issueCertificateIfEarned(tx, progress.id));
      const answers = progress ? await q.answersOf(pool, progress.id) : [];
      const seconds = progress ? await q.lessonSeconds(pool, progress.id) : new Map<string, number>();
      const certificate = progress
        ? (
            await pool.query<{ code: string; issued_at: Date }>(
              'SELECT code, issued_at FROM certificates WHERE progress_id = $1 AND revoked_at IS NULL',
              [progress.id],
            )
          ).rows[0]
        : undefined;
      return {
        progressId: progress?.id ?? null,
        preview,
        viewedMaterials: progress ? await q.viewedMaterialIds(pool, progress.id) : [],
        course: {
          _id: content.id,
          title: content.title,
          seoTxt: content.seoTxt,
          learningOutcomes: content.learningOutcomes,
          modules: content.modules.map((m) => ({
            id: m.id,
            number: m.number,
            name: m.name,
            learningOutcomeId: m.learningOutcomeId,
            lessons: m.lessons.map((l) => ({
              id: l.id,
              number: l.number,
              name: l.name,
              timeSpentSeconds: seconds.get(l.id) ?? 0,
            })),
          })),
        },
        learningPerformance: performanceOf(content, answers),
        completion: shownCompletion(progress?.completion ?? 0),
        learningTimes: progress ? await q.learningTimesOf(pool, progress.id) : [],
        timeZone: await q.timeZoneOf(pool, user.id),
        userCourseRole: role,
        subscribeToSeeMore: showsSubscribeLink(
          user.permissionLevel,
          role,
          await q.hasCurrentPlan(pool, user.id, ctx.now()),
        ),
        certificate: certificate
          ? { code: certificate.code, issuedAt: new Date(certificate.issued_at).toISOString() }
          : null,
      };
    },

    /** GET /dashboard/lesson/{courseId}/{lessonId}: one lesson with its neighbours. */
    async studyLesson(
      user: User,
      courseId: string,
      lessonId: string,
      wantsPreview: boolean,
    ): Promise<StudyLesson> {
      if (!isUuid(courseId)) throw notFound();
      const content = await q.courseContent(pool, courseId);
      if (!content) throw notFound();
      const { progress, preview } = await accessTo(user, courseId, wantsPreview);
      const paths = lessonPaths(content);
      const at = paths.findIndex((p) => p.lesson.id === lessonId);
      const here = paths[at];
      if (!here) throw new HttpError(404, 'NOT_FOUND', 'No such lesson.');
      const seconds = progress ? await q.lessonSeconds(pool, progress.id) : new Map<string, number>();
      return {
        progressId: progress?.id ?? null,
        preview,
        courseTitle: content.title,
        lesson: {
          id: here.lesson.id,
          name: here.lesson.name,
          number: here.lesson.number,
          content: here.lesson.content,
        },
        moduleName: here.module.name,
        previous: paths[at - 1]?.path ?? null,
        next: paths[at + 1]?.path ?? null,
        timeSpentSeconds: seconds.get(lessonId) ?? 0,
        viewedMaterials: progress ? await q.viewedMaterialIds(pool, progress.id) : [],
      };
    },

    /** PUT /course/updateCourseProgress/{id}: replaces the learning times (checked by learningTimesBodySchema); their alarms start over. */
    updateLearningTimes(user: User, progressId: string, times: LearningTime[]): Promise<LearningTime[]> {
      return inTransaction(ctx, async (tx) => {
        await ownProgress(tx, user, progressId);
        const timeZone = await q.timeZoneOf(tx.client, user.id);
        const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
        await tx.client.query('DELETE FROM learning_times WHERE progress_id = $1', [progressId]);
        for (const [position, time] of times.entries()) {
          const days = [...new Set(time.repeatDays)].sort((a, b) => a - b);
          await tx.client.query(
            `INSERT INTO learning_times (progress_id, position, alarm_time, repeat_days, time_zone, next_fire_at)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [
              progressId,
              position,
              time.alarmTime,
              days,
              zone,
              nextFireAt(time.alarmTime, days, zone, tx.now),
            ],
          );
        }
        return q.learningTimesOf(tx.client, progressId);
      });
    },

    /** PUT …/{progressId}/viewMaterial: adds the material once (the primary key keeps it unique). */
    viewMaterial(user: User, progressId: string, materialId: string): Promise<string[]> {
      return inTransaction(ctx, async (tx) => {
        await ownProgress(tx, user, progressId);
        await tx.client.query(
          `INSERT INTO viewed_materials (progress_id, material_id, viewed_at) VALUES ($1, $2, $3)
           ON CONFLICT ON CONSTRAINT viewed_materials_pk DO NOTHING`,
          [progressId, materialId, tx.now],
        );
        return q.viewedMaterialIds(tx.client, progressId);
      });
    },

    /** POST …/{progressId}/lessonTime: adds time on task, clamped to what one report can honestly hold. */
    addLessonTime(user: User, progressId: string, lessonId: string, seconds: number) {
      return inTransaction(ctx, async (tx) => {
        const progress = await ownProgress(tx, user, progressId);
        const content = await q.courseContent(tx.client, progress.courseId);
        if (!content || !lessonPaths(content).some((p) => p.lesson.id === lessonId))
          throw new HttpError(404, 'NOT_FOUND', 'No such lesson.');
        const added = Math.min(Math.max(0, seconds), MAX_LESSON_SECONDS_PER_REPORT);
        const { rows } = await tx.client.query<{ seconds: number }>(
          `INSERT INTO lesson_time (progress_id, lesson_id, seconds) VALUES ($1, $2, $3)
           ON CONFLICT ON CONSTRAINT lesson_time_pk DO UPDATE SET seconds = lesson_time.seconds + EXCLUDED.seconds
           RETURNING seconds`,
          [progressId, lessonId, added],
        );
        return { lessonId, seconds: rows[0]!.seconds };
      });
    },

    /** POST …/{progressId}/reset: the learner starts the course over; a certificate of it is revoked. */
    reset(user: User, progressId: string) {
      return inTransaction(ctx, async (tx) => {
        await ownProgress(tx, user, progressId);
        await revokeCertificates(tx, progressId);
        for (const table of ['learning_performance', 'lesson_time', 'viewed_materials'])
          await tx.client.query(`DELETE FROM ${table} WHERE progress_id = $1`, [progressId]);
        await tx.client.query('UPDATE course_progress SET completion = 0 WHERE id = $1', [progressId]);
        return { ok: true as const };
      });
    },
  };
}

import { isStaff } from '@elearn/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { requireUser } from './authenticate';

/*
 * Who may see a learner's study log, progress and performance (learner-experience §1
 * "access rules not shown"; the choice is written in docs/api.md): the learner,
 * staff (Editor, Admin), and an instructor of a course the learner is enrolled in,
 * who then sees only those shared courses. Everyone else gets 403, the same answer
 * whether or not the learner exists, so the rule leaks no accounts.
 */

/** The courses of `learnerId` that `viewerId` teaches (empty: no instructor access). */
export async function sharedCourseIds(db: Queryable, viewerId: string, learnerId: string): Promise<string[]> {
  const { rows } = await db.execute<{ courseId: string }>(sql`
    SELECT p.course_id AS "courseId" FROM course_progress p
    JOIN course_instructors i ON i.course_id = p.course_id AND i.user_id = ${viewerId}
    WHERE p.user_id = ${learnerId}`);
  return rows.map((r) => r.courseId);
}

/** What the viewer may see of the learner: everything, the listed courses only, or nothing. */
export type LearnerScope = { all: true } | { all: false; courseIds: string[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireLearnerViewer: which of the learner's courses the caller may see. */
    learnerScope: LearnerScope | null;
  }
}

/**
 * onRequest hook: the signed-in caller (401) may view the learner named by the
 * `param` path parameter (403 otherwise). Sets `request.learnerScope`; a query
 * for an instructor filters by its `courseIds`.
 */
export const requireLearnerViewer = (ctx: AppContext, param: string) => async (request: FastifyRequest) => {
  if (!request.user) await requireUser(ctx)(request);
  const viewer = request.user!;
  const learnerId = String((request.params as Record<string, unknown>)[param] ?? '');
  // Staff look anyone up: an id that cannot be one is no learner (else a 500 from the uuid cast).
  if (isStaff(viewer) && !isUuid(learnerId)) throw new HttpError(404, 'NOT_FOUND', 'No such learner.');
  if (viewer.id === learnerId || isStaff(viewer)) {
    request.learnerScope = { all: true };
    return;
  }
  const courseIds = isUuid(learnerId) ? await sharedCourseIds(ctx.database.db, viewer.id, learnerId) : [];
  if (courseIds.length === 0) throw new HttpError(403, 'FORBIDDEN', 'Your role may not do this.');
  request.learnerScope = { all: false, courseIds };
};

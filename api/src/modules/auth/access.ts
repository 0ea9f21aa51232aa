import {
  COURSE_ROLES,
  type CourseRole,
  hasCourseRole,
  hasRole,
  isStaff,
  type RoleGroup,
  type User,
} from '@elearn/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { findCourseWithRole } from '../courses/courses.queries';
import { requireUser } from './authenticate';

/** The course a call is about, resolved by requireCourseRole. */
export interface RequestCourse {
  id: string;
  seoTxt: string;
  /** The user's role in it; null for staff, whose access does not depend on it (not looked up). */
  role: CourseRole | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireCourseRole. */
    course: RequestCourse | null;
  }
}

const forbidden = () => new HttpError(403, 'FORBIDDEN', 'Your role may not do this.');

/** The signed-in user (401 otherwise), authenticated once even when several pre-handlers ask. */
async function signedIn(ctx: AppContext, request: FastifyRequest): Promise<User> {
  if (!request.user) await requireUser(ctx)(request);
  return request.user!;
}

/** onRequest hook: a signed-in user (401) of the access group (403), by the rules of `@elearn/contracts` access. */
export const requireRole = (ctx: AppContext, group: RoleGroup) => async (request: FastifyRequest) => {
  if (!hasRole(await signedIn(ctx, request), group)) throw forbidden();
};

/**
 * onRequest hook: a signed-in user (401) whose role in the course named by the
 * `param` path parameter (id or seoTxt) is one of `allowed` (403); staff
 * always pass; an unknown course is a 404. Sets `request.course`.
 */
export const requireCourseRole =
  (ctx: AppContext, param: string, allowed: readonly CourseRole[] = COURSE_ROLES) =>
  async (request: FastifyRequest) => {
    const user = await signedIn(ctx, request);
    const idOrSeo = String((request.params as Record<string, unknown>)[param] ?? '');
    // The course and the caller's role in one round trip (every forum list call pays this).
    const course = await findCourseWithRole(ctx.database.db, idOrSeo, isStaff(user) ? null : user.id);
    if (!course) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
    if (!hasCourseRole(user, course.role, allowed)) throw forbidden();
    request.course = course;
  };

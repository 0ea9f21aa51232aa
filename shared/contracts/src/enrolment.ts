/*
 * Enrolment and plan features (learner-experience §4, §6): what a user may do
 * with a course, decided here for the API (which enforces it) and the browser
 * (which only shows it). Plain TypeScript, no zod.
 */
import { type AccessUser, type CourseRole, PERMISSION_LEVELS, ROLE_GROUPS } from './access';

/** The plan fields the rules read (the user's current plan, or null). */
export interface FeaturePlan {
  startDate: string;
  renewDate: string;
  /** Feature names, compared case-insensitively. */
  features: readonly string[];
}

export interface FeatureUser {
  permissionLevel: number;
  plan: FeaturePlan | null;
}

/** The feature a plan needs for enrolling in courses. */
export const COURSES_FEATURE = 'courses';

/** Pending orders can be paid for this long (spec: payment expiration 3600 s). */
export const PAYMENT_EXPIRATION_SECONDS = 3600;

/**
 * Whether a plan is current at `now`: started, and not past its renewDate
 * (the renew instant itself still counts).
 */
export function isPlanCurrent(plan: FeaturePlan | null, now: Date = new Date()): boolean {
  if (!plan) return false;
  const start = Date.parse(plan.startDate);
  const renew = Date.parse(plan.renewDate);
  if (Number.isNaN(start) || Number.isNaN(renew)) return false;
  return start <= now.getTime() && now.getTime() <= renew;
}

/**
 * Whether a user may use a plan feature: everyone above a learner
 * (`allFeatures`) always may; otherwise the current plan, not past its
 * renewDate, must include the feature by name, case-insensitively.
 */
export function hasFeatureAccess(user: FeatureUser | null, feature: string, now: Date = new Date()): boolean {
  if (!user) return false;
  if (ROLE_GROUPS.allFeatures(user)) return true;
  if (!isPlanCurrent(user.plan, now)) return false;
  const wanted = feature.toLowerCase();
  return user.plan!.features.some((name) => name.toLowerCase() === wanted);
}

/** Whether a course costs money: fees in piastres above 0 (null or 0 is free). */
export const isPaidCourse = (feesPiastres: number | null | undefined) => (feesPiastres ?? 0) > 0;

/** Above an editor (admins): may enrol as learner or instructor and preview, without paying. */
export const mayEnrolAsAnyRole = (user: Pick<AccessUser, 'permissionLevel'>) =>
  user.permissionLevel > PERMISSION_LEVELS.Editor;

/**
 * What a user sees for a course:
 * - `login`: not signed in (to login with backTo, then back);
 * - `open`: already in it (learner: Go to Course; instructor: View Course);
 * - `staff`: may enrol as learner or as instructor, and preview;
 * - `locked`: the plan lacks the courses feature (link to subscription options);
 * - `pay`: a paid course (payment modal);
 * - `enrol`: a free course (enrol form).
 */
export type EnrolmentState =
  | { kind: 'login' }
  | { kind: 'open'; role: CourseRole }
  | { kind: 'staff' }
  | { kind: 'locked' }
  | { kind: 'pay'; feesPiastres: number }
  | { kind: 'enrol' };

export interface EnrolmentInput {
  user: FeatureUser | null;
  course: { feesPiastres: number | null };
  /** The user's role in the course, null when none. */
  courseRole: CourseRole | null;
  now?: Date;
}

/** The enrolment state machine's one step: which state a user and a course are in. */
export function enrolmentState({
  user,
  course,
  courseRole,
  now = new Date(),
}: EnrolmentInput): EnrolmentState {
  if (!user) return { kind: 'login' };
  if (courseRole) return { kind: 'open', role: courseRole };
  if (mayEnrolAsAnyRole(user)) return { kind: 'staff' };
  if (!hasFeatureAccess(user, COURSES_FEATURE, now)) return { kind: 'locked' };
  if (isPaidCourse(course.feesPiastres)) return { kind: 'pay', feesPiastres: course.feesPiastres! };
  return { kind: 'enrol' };
}

/** Why the server refuses to create a course progress, or null when it may. */
export type EnrolRefusal = 'ALREADY_ENROLLED' | 'LOCKED' | 'PAYMENT_REQUIRED' | 'ROLE_NOT_ALLOWED';

/**
 * The server's rule for POST /course/createCourseProgress: `as` the role asked
 * for; `paid` whether the user has a paid order for this course.
 */
export function enrolRefusal(
  input: EnrolmentInput & { user: FeatureUser; as: CourseRole; paid: boolean },
): EnrolRefusal | null {
  const state = enrolmentState(input);
  if (state.kind === 'open') return 'ALREADY_ENROLLED';
  if (state.kind === 'staff') return null;
  if (input.as !== 'learner') return 'ROLE_NOT_ALLOWED';
  if (state.kind === 'locked') return 'LOCKED';
  if (state.kind === 'pay' && !input.paid) return 'PAYMENT_REQUIRED';
  return null;
}

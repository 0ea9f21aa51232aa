/*
 * Who may do what: roles, permission levels and course roles, decided here
 * for the API and the browser alike. Plain TypeScript, no zod: pages that
 * only ask "may this user…?" load no schema library. The server enforces
 * every rule; the browser uses the same rules only to show or hide.
 */

/** The platform's roles, in rising order of their permission level. */
export const ROLES = ['Learner', 'Instructor', 'Editor', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

/** The permission level each role comes with (stored with the user; rules compare levels). */
export const PERMISSION_LEVELS = { Learner: 1, Instructor: 2, Editor: 3, Admin: 4 } as const satisfies Record<
  Role,
  number
>;

/** What the rules read of a user. */
export interface AccessUser {
  role: Role;
  permissionLevel: number;
}

/**
 * Groups of users a call can be limited to:
 * - `learner`: the learner experience (streaks, statistics, coins store), by role;
 * - `staff`: editors and admins (permission level above an instructor's), who
 *   publish announcements, run competitions and manage every course's forum;
 * - `allFeatures`: everyone above a learner, who uses every plan feature without a plan;
 * - `admin`: admins, who read the audit log of every admin change.
 */
export const ROLE_GROUPS = {
  learner: (user: Pick<AccessUser, 'role'>) => user.role === 'Learner',
  staff: (user: Pick<AccessUser, 'permissionLevel'>) => user.permissionLevel > PERMISSION_LEVELS.Instructor,
  allFeatures: (user: Pick<AccessUser, 'permissionLevel'>) =>
    user.permissionLevel > PERMISSION_LEVELS.Learner,
  /** Admins only: the audit log. */
  admin: (user: Pick<AccessUser, 'permissionLevel'>) => user.permissionLevel >= PERMISSION_LEVELS.Admin,
} as const;
export type RoleGroup = keyof typeof ROLE_GROUPS;

/** Whether a user belongs to a group; nobody signed out does. */
export function hasRole(user: AccessUser | null | undefined, group: RoleGroup): boolean {
  return !!user && ROLE_GROUPS[group](user);
}

/** Editors and admins (`staff`). */
export const isStaff = (user: AccessUser | null | undefined) => hasRole(user, 'staff');

/** An account as the role rules read it: who it is and what it is now. */
export type AccountOf = AccessUser & { id: string };

/**
 * Who may give `target` (null: a new account) the role `role` (docs/adr/0017-role-changes.md):
 * - an admin gives any role to anyone but themselves, so every change can be
 *   undone by an admin and the acting admin always stays one;
 * - other staff (editors) act only on accounts below their own level and give
 *   only roles below it: an editor makes instructors and learners, never a peer;
 * - anyone keeps their own role when they edit their own account;
 * - learners and instructors change no account.
 * The same rule decides whether the account may be edited at all (`role` = its current role).
 */
export function mayGiveRole(
  actor: AccountOf | null | undefined,
  target: AccountOf | null,
  role: Role,
): boolean {
  if (!actor || !isStaff(actor)) return false;
  if (target?.id === actor.id) return role === target.role;
  if (hasRole(actor, 'admin')) return true;
  const below = (level: number) => level < actor.permissionLevel;
  return (!target || below(target.permissionLevel)) && below(PERMISSION_LEVELS[role]);
}

/** The roles `actor` may give `target` (null: a new account), lowest first; empty when none. */
export const assignableRoles = (actor: AccountOf | null | undefined, target: AccountOf | null): Role[] =>
  ROLES.filter((role) => mayGiveRole(actor, target, role));

/** A user's part in one course: enrolled (`learner`) or teaching it (`instructor`). */
export const COURSE_ROLES = ['learner', 'instructor'] as const;
export type CourseRole = (typeof COURSE_ROLES)[number];

/**
 * Whether a user with `courseRole` in a course (null: none) may do what
 * `allowed` course roles may. Staff may everything in every course.
 */
export function hasCourseRole(
  user: AccessUser | null | undefined,
  courseRole: CourseRole | null,
  allowed: readonly CourseRole[] = COURSE_ROLES,
): boolean {
  if (!user) return false;
  return isStaff(user) || (courseRole !== null && allowed.includes(courseRole));
}

/**
 * What a viewer may do with a forum item by `authorId`: edit and delete it (their
 * own, or staff), and report it (someone else's). The API answers items with
 * these; a reader of a live event recomputes them for itself.
 */
export function forumItemRights(authorId: string, viewer: (AccessUser & { id: string }) | null) {
  return {
    canEdit: !!viewer && (authorId === viewer.id || isStaff(viewer)),
    canReport: authorId !== viewer?.id,
  };
}

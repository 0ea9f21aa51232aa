import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, COMPETITION_STATUSES, PAGE_LIMIT_MAX } from '../constants';
import { planFeatureSchema } from '../plans';
import { roleSchema } from '../user';

/** Query of every admin list: free-text search, a sort column of the list's own, a page. */
export const adminListQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  sort: z.string().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(10),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/** A page of a list and how many rows match in all. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });
export interface Page<T> {
  items: T[];
  total: number;
}

export const adminPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  defaultDurationInMonth: z.number().int(),
  feesInEGP: z.number().int(),
  features: z.array(planFeatureSchema),
  image: z.string().nullable(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  permissionLevel: z.number().int(),
  coursesIds: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminRankRewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  rank: z.number().int(),
  year: z.number().int(),
  description: z.string(),
  image: z.string().nullable(),
});
export type AdminRankReward = z.infer<typeof adminRankRewardSchema>;

export const adminStoreCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  itemsCount: z.number().int(),
});
export type AdminStoreCategory = z.infer<typeof adminStoreCategorySchema>;

export const adminStoreItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  available: z.number().int(),
  image: z.string().nullable(),
  categoryId: z.string(),
  categoryName: z.string(),
});
export type AdminStoreItem = z.infer<typeof adminStoreItemSchema>;

/** POST /admin/images: where the stored image is served. */
export const adminImageSchema = z.object({ url: z.string() });

/** GET /course/getCoursesOptions and GET /user/getInstructorCourses/{userId}. */
export const courseOptionSchema = z.object({ _id: z.string(), title: z.string() });
export type CourseOption = z.infer<typeof courseOptionSchema>;

/** GET /course/getCoursesInstructorsOptions. */
export const coursesInstructorsOptionsSchema = z.object({
  courses: z.array(courseOptionSchema),
  instructors: z.array(
    z.object({
      _id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      role: roleSchema,
    }),
  ),
});
export type CoursesInstructorsOptions = z.infer<typeof coursesInstructorsOptionsSchema>;

/** GET /admin/audit: filters (all optional) and a page, newest first. */
export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: z.string().uuid().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One admin change: who, what, when, and the record before and after. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/competitions: a course's competition and where it stands. */
export const adminCompetitionSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  closedAt: z.string().nullable(),
  /** scheduled (not started), running, ended (window over, results not given yet), closed. */
  status: z.enum(COMPETITION_STATUSES),
  participants: z.number().int(),
});
export type AdminCompetition = z.infer<typeof adminCompetitionSchema>;

import { z } from 'zod';
import { ROLES } from '../access';
import { PLAN_FEATURE_NAMES, repeatedFeatures, STAFF_ROLES } from '../constants';
import { hasVisibleText } from '../text/visible-text';

/*
 * The admin forms' rules (authoring §5), shared by the admin remote's forms
 * and the API. Messages are i18n keys: `validation.*` of the common strings,
 * `validation.admin.*` of the admin remote's (mf-admin), which the API sends
 * back under the refused field.
 */

export const ADMIN_MESSAGES = {
  min20: 'validation.admin.min20',
  greaterThan0: 'validation.admin.greaterThan0',
  atLeast0: 'validation.admin.atLeast0',
  year: 'validation.admin.year',
  nonNegative: 'validation.admin.nonNegative',
  image: 'validation.admin.image',
  featureUsed: 'validation.admin.featureUsed',
  coursesRequired: 'validation.admin.coursesRequired',
  instructorsRequired: 'validation.admin.instructorsRequired',
  endsBeforeStart: 'validation.admin.endsBeforeStart',
} as const;

const text = () => z.string({ error: 'validation.required' });
/** Names, titles and person names: 3 characters at least (§5 shared minimums). */
const name3 = text()
  .trim()
  .min(3, 'validation.min3')
  .max(120, 'validation.invalid')
  .refine(hasVisibleText, 'validation.min3');
/** Optional, but 20 characters at least when given. */
const description = text()
  .trim()
  .max(2000, 'validation.invalid')
  .refine((v) => v.length === 0 || v.length >= 20, ADMIN_MESSAGES.min20);
/** An integer from `min` (and up to `max`); anything else (empty included) reads as `message`. */
const integer = (message: string, min: number, max = 1_000_000_000) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const id = z.string({ error: 'validation.required' }).uuid('validation.required');
/** An image the storage holds: the address the upload answered, or none. */
const imageUrl = z
  .string()
  .max(300, ADMIN_MESSAGES.image)
  .regex(/^\/api\/files\/[a-f0-9]{32}\.(png|jpg|gif|webp)$/, ADMIN_MESSAGES.image)
  .nullable();

export const planFeatureInputSchema = z.object({
  name: z.enum(PLAN_FEATURE_NAMES, { error: 'validation.required' }),
  quotaPerDay: integer(ADMIN_MESSAGES.greaterThan0, 1, 10_000).optional(),
  maxPerItem: integer(ADMIN_MESSAGES.greaterThan0, 1, 1_000).optional(),
});
export type PlanFeatureInput = z.infer<typeof planFeatureInputSchema>;

export const planFormSchema = z
  .object({
    name: name3,
    defaultDurationInMonth: integer(ADMIN_MESSAGES.greaterThan0, 1, 120),
    feesInEGP: integer(ADMIN_MESSAGES.atLeast0, 0, 1_000_000),
    features: z.array(planFeatureInputSchema).max(PLAN_FEATURE_NAMES.length),
    image: imageUrl.default(null),
  })
  .superRefine((plan, check) => {
    const names = plan.features.map((f) => f.name);
    const repeated = repeatedFeatures(names);
    names.forEach((name, i) => {
      if (repeated.includes(name) && names.indexOf(name) !== i)
        check.addIssue({
          code: 'custom',
          path: ['features', i, 'name'],
          message: ADMIN_MESSAGES.featureUsed,
        });
    });
  });
export type PlanForm = z.infer<typeof planFormSchema>;

/** The create form's password: one message, 'Invalid Password!', its three hints shown beside it. */
const adminPassword = text()
  .min(8, 'validation.password')
  .max(200, 'validation.password')
  .regex(/[A-Za-z]/, 'validation.password')
  .regex(/\d/, 'validation.password');

const userFields = {
  firstName: name3,
  lastName: name3,
  email: text().trim().toLowerCase().max(254, 'validation.email').pipe(z.email('validation.email')),
  role: z.enum(STAFF_ROLES, { error: 'validation.required' }),
  coursesIds: z.array(id).max(200),
};

/**
 * Update: no password (the user changes their own on the profile). Any role, a
 * learner's too, so that an admin can undo every change (ADR 0017); who may
 * give which is `mayGiveRole`.
 */
export const userUpdateSchema = z.object({
  ...userFields,
  role: z.enum(ROLES, { error: 'validation.required' }),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** Create: a password and its confirmation. */
export const userCreateSchema = z
  .object({ ...userFields, password: adminPassword, confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmMatch',
  });
export type UserCreate = z.infer<typeof userCreateSchema>;

export const rankRewardFormSchema = z.object({
  name: name3,
  rank: integer(ADMIN_MESSAGES.greaterThan0, 1, 1_000_000),
  year: integer(ADMIN_MESSAGES.year, 1900, 2100),
  description,
  image: imageUrl,
});
export type RankRewardForm = z.infer<typeof rankRewardFormSchema>;

export const storeItemFormSchema = z.object({
  name: name3,
  description,
  price: integer(ADMIN_MESSAGES.greaterThan0, 1),
  available: integer(ADMIN_MESSAGES.nonNegative, 0),
  image: imageUrl,
  categoryId: id,
});
export type StoreItemForm = z.infer<typeof storeItemFormSchema>;

export const storeCategoryFormSchema = z.object({ name: name3, description });
export type StoreCategoryForm = z.infer<typeof storeCategoryFormSchema>;

/** POST /course/assignCoursesToInstructors: both lists required (§5). */
export const assignCoursesSchema = z.object({
  courses: z
    .array(z.string().uuid(ADMIN_MESSAGES.coursesRequired))
    .min(1, ADMIN_MESSAGES.coursesRequired)
    .max(200),
  instructors: z
    .array(z.string().uuid(ADMIN_MESSAGES.instructorsRequired))
    .min(1, ADMIN_MESSAGES.instructorsRequired)
    .max(200),
});
export type AssignCourses = z.infer<typeof assignCoursesSchema>;

/** A competition's form (POST /competitions): a course and a window that ends after it starts. */
export const competitionFormSchema = z
  .object({
    courseId: id,
    startsAt: z.iso.datetime({ offset: true, error: 'validation.required' }),
    endsAt: z.iso.datetime({ offset: true, error: 'validation.required' }),
  })
  .refine((v) => new Date(v.endsAt) > new Date(v.startsAt), {
    path: ['endsAt'],
    message: ADMIN_MESSAGES.endsBeforeStart,
  });
export type CompetitionForm = z.infer<typeof competitionFormSchema>;

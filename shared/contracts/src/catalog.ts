import { z } from 'zod';

export const planFeatureSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  quotaPerDay: z.number().int().optional(),
  maxPerItem: z.number().int().optional(),
  itemType: z.string().optional(),
});

export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  defaultDurationInMonth: z.number().int(),
  feesInEGP: z.number().int(),
  features: z.array(planFeatureSchema),
});
export type Plan = z.infer<typeof planSchema>;

export const courseTypeSchema = z.enum(['academic', 'professional']);

export const catalogueCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  seoTxt: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  type: courseTypeSchema,
  /** EGP; null means free. */
  additionalFees: z.number().nullable(),
});
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;

export const enrolledCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  seoTxt: z.string(),
  image: z.string().nullable(),
  type: courseTypeSchema,
  /** Overall mastery, 0 to 100. */
  completion: z.number().int(),
});
export type EnrolledCourse = z.infer<typeof enrolledCourseSchema>;

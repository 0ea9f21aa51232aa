import { z } from 'zod';

export const courseTypeSchema = z.enum(['academic', 'professional']);
export type CourseType = z.infer<typeof courseTypeSchema>;

/** GET /course/list: a course as the public catalogue shows it. */
export const catalogueCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  seoTxt: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  type: courseTypeSchema,
  /** Piastres (1/100 EGP); null or 0 means free. */
  additionalFeesPiastres: z.number().int().nullable(),
});
export type CatalogueCourse = z.infer<typeof catalogueCourseSchema>;

/** GET /course/myCourses: a course the user is enrolled in. */
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

import { z } from 'zod';
import { courseDetailSchema, learningOutcomeSchema } from './catalogue';
import { courseTypeSchema } from './courses';

/** GET /course/authoredCourses: a course the caller may edit (staff: every course; an instructor: those taught). */
export const authoredCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  seoTxt: z.string(),
  type: courseTypeSchema,
  image: z.string().nullable(),
  /** Lessons whose content is built, of all lessons (the background lesson building's progress). */
  lessonsBuilt: z.number().int(),
  lessonsTotal: z.number().int(),
  createdAt: z.string(),
});
export type AuthoredCourse = z.infer<typeof authoredCourseSchema>;

export const sampleQuestionsSchema = z.object({
  type: z.string(),
  questions: z.array(z.object({ question: z.string(), answer: z.string() })),
});

/** A lesson with its content, as its authors see it. */
export const authoredLessonSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  learningOutcomes: z.array(z.string()),
  content: z.string(),
  sampleQuestions: z.array(sampleQuestionsSchema),
  otherInfo: z.string().optional(),
});

/** GET /course/preview/{courseId}: the course page's data with every lesson's content (authors only). */
export const coursePreviewSchema = courseDetailSchema.extend({
  learningOutcomes: z.array(learningOutcomeSchema),
  modules: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      name: z.string(),
      learningOutcomeId: z.string(),
      lessons: z.array(authoredLessonSchema),
    }),
  ),
});
export type CoursePreview = z.infer<typeof coursePreviewSchema>;

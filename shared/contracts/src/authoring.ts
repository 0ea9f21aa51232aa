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

// The wizard's AI calls (authoring §7). Items may be half filled while the author works,
// so texts may be empty here; the course rules check them on Forward and Create.
const text = (max: number) => z.string().max(max);
const tempId = z.string().min(1).max(64);

export const aiCriterionSchema = z.object({ tempId, description: text(1000) });
export const aiLessonSchema = z.object({
  tempId,
  name: text(200),
  learningOutcomes: z.array(text(1000)).max(30),
});
export type AiLesson = z.infer<typeof aiLessonSchema>;
export const aiModuleSchema = z.object({ tempId, name: text(200), lessons: z.array(aiLessonSchema).max(30) });
export type AiModule = z.infer<typeof aiModuleSchema>;
export const aiOutcomeSchema = z.object({
  tempId,
  statement: text(1000),
  scope: text(1000),
  domain: text(200),
  performanceCriteria: z.array(aiCriterionSchema).max(30),
});
export type AiOutcome = z.infer<typeof aiOutcomeSchema>;

/** What the AI is told about the course: labels, not ids. */
export const generalCourseInfoSchema = z.object({
  type: courseTypeSchema,
  title: text(200),
  keywords: z.array(text(100)).max(50),
  description: text(5000),
  audiences: z.array(z.object({ category: text(200), intendedLearners: z.array(text(200)).max(50) })).max(20),
  gradeLevel: text(200).optional(),
  educationalSystem: text(200).optional(),
});
export type GeneralCourseInfo = z.infer<typeof generalCourseInfoSchema>;

const userPrompt = text(2000);

export const generateOutcomesBodySchema = z.object({
  generalCourseInfo: generalCourseInfoSchema,
  currentLearningOutcomes: z.array(aiOutcomeSchema).max(30),
  userPrompt: userPrompt.optional(),
});
export const enhanceOutcomeBodySchema = z.object({
  generalCourseInfo: generalCourseInfoSchema,
  givenLearningOutcome: aiOutcomeSchema,
  userPrompt,
});
export const generateModulesBodySchema = z.object({
  generalCourseInfo: generalCourseInfoSchema,
  courseLearningOutcomes: z.array(aiOutcomeSchema).min(1).max(30),
  currentModules: z
    .array(z.object({ learningOutcomeId: tempId, modules: z.array(aiModuleSchema).max(30) }))
    .optional(),
  userPrompt: userPrompt.optional(),
});
export const enhanceOutcomeModulesBodySchema = z.object({
  generalCourseInfo: generalCourseInfoSchema,
  learningOutcome: aiOutcomeSchema,
  learningOutcomeCurrentModules: z.array(aiModuleSchema).max(30),
  userPrompt,
});
export const enhanceModuleBodySchema = z.object({
  generalCourseInfo: generalCourseInfoSchema,
  moduleLearningOutcome: aiOutcomeSchema,
  givenModule: aiModuleSchema,
  userPrompt,
});
export const enhanceLessonBodySchema = z.object({
  generalCourseInfo: generalCourseInfoSchema,
  moduleLearningOutcome: aiOutcomeSchema,
  givenLesson: aiLessonSchema,
  otherLessonsInSameModule: z.array(aiLessonSchema).max(30),
  userPrompt,
});
export const generateImageBodySchema = z.object({ name: text(200), prompt: text(2000) });

export const generatedOutcomesSchema = z.object({ learningOutcomes: z.array(aiOutcomeSchema) });
export const generatedModulesSchema = z.object({
  modules: z.array(z.object({ learningOutcomeId: z.string(), modules: z.array(aiModuleSchema) })),
});
export const enhancedOutcomeModulesSchema = z.object({ learningOutcomeModules: z.array(aiModuleSchema) });
/** A refusal of the AI (503): AI_UNAVAILABLE offline for what needs a model, AI_TIMEOUT, AI_FAILED… */
export const aiFailureSchema = z.object({ code: z.string(), message: z.string() });

/**
 * A wizard draft: the step reached, the form's values (everything but a chosen image file)
 * and that file's name when one was saved with the draft (GET /course/drafts/{id}/cover, its author's only).
 */
export const WIZARD_STEPS = ['general', 'outcomes', 'modules', 'review', 'success'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const courseDraftSchema = z.object({
  id: z.string(),
  step: z.enum(WIZARD_STEPS),
  values: z.record(z.string(), z.unknown()),
  cover: z.object({ name: z.string() }).nullable(),
  courseId: z.string().nullable(),
  updatedAt: z.string(),
});
export type CourseDraft = z.infer<typeof courseDraftSchema>;
export const saveDraftBodySchema = z.object({
  step: z.enum(WIZARD_STEPS).exclude(['success']),
  values: z.record(z.string(), z.unknown()),
});

/** POST /course/createCourse's answer: the new course, or field errors (422) shown under the form. */
export const createdCourseSchema = z.object({ _id: z.string(), seoTxt: z.string() });

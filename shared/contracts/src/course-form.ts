/*
 * The full course form (authoring §2 "Course form (non-wizard)"): the course's
 * general text fields, its learning outcomes, and modules whose lessons are
 * complete (number, name, outcomes, content, sample questions, other info).
 * Built from the §5 rules of course-authoring, so the form, the outline file
 * and PUT /course/updateCourse say the same words. Messages are `rules.*` keys.
 */
import { z } from 'zod';
import {
  additionalFeesRule,
  courseDescriptionRule,
  courseGeneralFields,
  courseImageRule,
  courseTitleRule,
  courseTypeFields,
  fullLessonRule,
  keywordsRule,
  numberRule,
  COURSE_RULES as R,
} from './course-authoring';

const filled = (message: string, max = 4000) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
/** A stored record's id; absent on a record the form adds (the server gives it one). */
const recordId = z.string().max(64).optional();

export const courseFormOutcomeSchema = z.object({
  id: recordId,
  statement: filled(R.statementRequired, 1000),
  scope: filled(R.scopeRequired, 1000),
  domain: filled(R.domainRequired, 200),
  performanceCriteria: z
    .array(z.object({ id: recordId, description: filled(R.descriptionRequired, 1000) }), {
      error: R.criteriaMin,
    })
    .min(1, R.criteriaMin)
    .max(30),
});

export const courseFormLessonSchema = fullLessonRule.extend({ id: recordId });

export const courseFormModuleSchema = z.object({
  id: recordId,
  number: numberRule,
  name: filled(R.nameRequired, 200),
  /** Position of the outcome the module teaches towards, in `learningOutcomes`. */
  outcome: z.coerce.number({ error: R.required }).int(R.required).min(0, R.required),
  lessons: z.array(courseFormLessonSchema, { error: R.lessonsMin }).min(1, R.lessonsMin).max(30),
});

const courseFormFields = {
  title: courseTitleRule,
  description: courseDescriptionRule,
  keywords: keywordsRule,
  additionalFees: additionalFeesRule,
  learningOutcomes: z.array(courseFormOutcomeSchema, { error: R.outcomesMin }).min(1, R.outcomesMin).max(30),
  modules: z.array(courseFormModuleSchema, { error: R.modulesMin }).min(1, R.modulesMin).max(60),
};

/** Each module names an outcome of the form. */
function outcomeOfModules(
  form: { learningOutcomes: unknown[]; modules: { outcome: number }[] },
  ctx: z.RefinementCtx,
) {
  form.modules.forEach((module, index) => {
    if (module.outcome >= form.learningOutcomes.length)
      ctx.addIssue({ code: 'custom', path: ['modules', index, 'outcome'], message: R.required });
  });
}

/** GET /course/courseForm/{courseId} answers it; PUT /course/updateCourse/{courseId} receives it. */
export const courseFormSchema = z.object(courseFormFields).superRefine(outcomeOfModules);

/** What the create mode adds to the form: the general fields the edit mode leaves to the course as it is. */
const createFields = {
  type: courseGeneralFields.shape.type,
  audiences: courseGeneralFields.shape.audiences,
  educationalSystem: courseGeneralFields.shape.educationalSystem,
  gradeLevels: courseGeneralFields.shape.gradeLevels,
  pathway: courseGeneralFields.shape.pathway,
  prerequisite: courseGeneralFields.shape.prerequisite,
};
const bothChecks = (
  form: Parameters<typeof outcomeOfModules>[0] & Parameters<typeof courseTypeFields>[0],
  ctx: z.RefinementCtx,
) => {
  outcomeOfModules(form, ctx);
  courseTypeFields(form, ctx);
};

/**
 * The course form creating a course ('Create Course'): the form's fields and the wizard's
 * general ones, the cover required (an image file of at most 1 MB or an https address).
 */
export const courseFormCreateSchema = z
  .object({ ...courseFormFields, ...createFields, image: courseImageRule })
  .superRefine(bothChecks);
/**
 * POST /course/createCourse's `json` from the course form (told apart from the wizard's by its
 * top-level `modules`): the cover may come as the `file` part instead.
 */
export const courseFormCreateJsonSchema = z
  .object({ ...courseFormFields, ...createFields, image: courseImageRule.optional() })
  .superRefine(bothChecks);
export type CourseFormCreateValues = z.input<typeof courseFormCreateSchema>;

export type CourseFormValues = z.input<typeof courseFormSchema>;
export type CourseForm = z.output<typeof courseFormSchema>;

/**
 * GET /course/courseForm/{courseId}: the stored values as they are, which may
 * not pass the rules yet (a new course has no outcomes nor keywords); the form
 * shows the rules' errors and Save Updates enforces them.
 */
export const storedCourseFormSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  additionalFees: z.union([z.number(), z.literal('')]),
  learningOutcomes: z.array(
    z.object({
      id: z.string(),
      statement: z.string(),
      scope: z.string(),
      domain: z.string(),
      performanceCriteria: z.array(z.object({ id: z.string(), description: z.string() })),
    }),
  ),
  modules: z.array(
    z.object({
      id: z.string(),
      number: z.number(),
      name: z.string(),
      outcome: z.number(),
      lessons: z.array(
        z.object({
          id: z.string(),
          number: z.number(),
          name: z.string(),
          learningOutcomes: z.array(z.string()),
          content: z.string(),
          sampleQuestions: z.array(z.object({ type: z.string(), questions: z.string() })),
          otherInfo: z.string(),
        }),
      ),
    }),
  ),
});
export type StoredCourseForm = z.infer<typeof storedCourseFormSchema>;

/*
 * The course rules of authoring-and-administration §5, shared by the wizard,
 * the course form (both in mf-authoring) and the API, which enforces them on
 * POST /course/validateExists and POST /course/createCourse. Messages are
 * i18n keys of the "mf-authoring" namespace (`rules.*`), whose English text is
 * the spec's, word for word.
 */
import './zod-setup';
import { z } from 'zod';
import { COURSE_IMAGE_MAX_BYTES, COURSE_RULES } from './constants';

export { COURSE_FEE_STEP, COURSE_IMAGE_MAX_BYTES, COURSE_RULE_MESSAGES, COURSE_RULES } from './constants';

const R = COURSE_RULES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text a person filled in: blank counts as missing. */
const filled = (message: string, max = 4000) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

/** Names and titles: at least 3 characters (§5 shared minimums). */
export const courseTitleRule = z.string({ error: R.min3 }).trim().min(3, R.min3).max(200, R.min3);

/** Descriptions: optional, at least 20 characters when given. */
export const courseDescriptionRule = z
  .string()
  .trim()
  .max(5000, R.min20)
  .refine((v) => v.length === 0 || v.length >= 20, R.min20);

/** A chosen image file as the browser describes it (a File passes: its size and type are read). */
export interface ImageFileLike {
  name: string;
  size: number;
  type: string;
}

/** An image file of at most 1 MB; the message lands on the field itself, not on its size. */
export const imageFileRule = z.custom<ImageFileLike>((value) => {
  const file = value as Partial<ImageFileLike> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.size === 'number' &&
    file.size <= COURSE_IMAGE_MAX_BYTES &&
    typeof file.type === 'string' &&
    file.type.startsWith('image/')
  );
}, R.image);

/** The cover: an image file of at most 1 MB, or an https address. */
export const courseImageRule = z.union([z.url({ protocol: /^https$/, error: R.image }), imageFileRule], {
  error: R.image,
});

export const keywordsRule = z.array(filled(R.required, 100), { error: R.keywordsMin }).min(1, R.keywordsMin);

export const audiencesRule = z
  .array(
    z.object({
      category: filled(R.categoryRequired, 64),
      intendedLearners: z.array(z.string().trim().min(1, R.required).max(200)),
    }),
    { error: R.audiencesMin },
  )
  .min(1, R.audiencesMin)
  .superRefine((audiences, ctx) => {
    const seen = new Set<string>();
    audiences.forEach((audience, index) => {
      if (!audience.category) return;
      if (seen.has(audience.category))
        ctx.addIssue({ code: 'custom', path: [index, 'category'], message: R.categoryRepeated });
      seen.add(audience.category);
    });
  });

/** Empty (free) or a non-negative amount in EGP. */
export const additionalFeesRule = z.union(
  [z.null(), z.literal(''), z.number().min(0, R.fees).max(1_000_000, R.fees)],
  {
    error: R.fees,
  },
);

/** The general fields of a course (the wizard's step 1; the course form's create mode has them too). */
export const courseGeneralFields = z.object({
  type: z.enum(['academic', 'professional'], { error: R.required }),
  title: courseTitleRule,
  description: courseDescriptionRule,
  image: courseImageRule,
  keywords: keywordsRule,
  audiences: audiencesRule,
  additionalFees: additionalFeesRule,
  educationalSystem: z.string().optional(),
  gradeLevels: z.array(z.string()).optional(),
  pathway: z.string().optional(),
  prerequisite: z.string().optional(),
});

/** The fields only one course type has: required by `type`. */
export function courseTypeFields(
  course: {
    type: string;
    educationalSystem?: string;
    gradeLevels?: string[];
    pathway?: string;
    prerequisite?: string;
  },
  ctx: z.RefinementCtx,
) {
  const need = (path: string, ok: boolean) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: R.required });
  };
  if (course.type === 'academic') {
    need('educationalSystem', !!course.educationalSystem);
    need('gradeLevels', (course.gradeLevels?.length ?? 0) > 0);
  } else {
    need('pathway', !!course.pathway);
    if (course.prerequisite && !UUID.test(course.prerequisite))
      ctx.addIssue({ code: 'custom', path: ['prerequisite'], message: R.prerequisite });
  }
}

/** Step 1 of the wizard: general info; academic or professional fields by `type`. */
export const courseGeneralSchema = courseGeneralFields.superRefine(courseTypeFields);
export type CourseGeneral = z.input<typeof courseGeneralSchema>;

const tempId = z.string().min(1).max(64);

export const performanceCriterionRule = z.object({ tempId, description: filled(R.descriptionRequired) });

/** A wizard lesson: a name and its lesson learning outcomes. */
export const wizardLessonRule = z.object({
  tempId,
  name: filled(R.nameRequired, 200),
  learningOutcomes: z
    .array(filled(R.lessonOutcomeRequired, 1000), { error: R.lessonOutcomesMin })
    .min(1, R.lessonOutcomesMin),
});

export const wizardModuleRule = z.object({
  tempId,
  name: filled(R.nameRequired, 200),
  lessons: z.array(wizardLessonRule, { error: R.lessonsMin }).min(1, R.lessonsMin).max(30),
});

const outcomeFields = {
  tempId,
  statement: filled(R.statementRequired, 1000),
  scope: filled(R.scopeRequired, 1000),
  domain: filled(R.domainRequired, 200),
  performanceCriteria: z
    .array(performanceCriterionRule, { error: R.criteriaMin })
    .min(1, R.criteriaMin)
    .max(30),
};

/** Step 2: the outcomes (their modules are the next step's). */
export const courseOutcomesSchema = z.object({
  learningOutcomes: z
    .array(z.object({ ...outcomeFields, modules: z.array(z.unknown()).optional() }), { error: R.outcomesMin })
    .min(1, R.outcomesMin)
    .max(30),
});

/** Step 3: every outcome with at least one module of named lessons. */
export const courseModulesSchema = z.object({
  learningOutcomes: z
    .array(
      z.object({
        ...outcomeFields,
        modules: z.array(wizardModuleRule, { error: R.modulesMin }).min(1, R.modulesMin).max(30),
      }),
      { error: R.outcomesMin },
    )
    .min(1, R.outcomesMin)
    .max(30),
});
export type WizardOutcome = z.input<typeof courseModulesSchema>['learningOutcomes'][number];
export type WizardModule = WizardOutcome['modules'][number];
export type WizardLesson = WizardModule['lessons'][number];

/** The whole wizard: what POST /course/createCourse receives as `json` (the image may come as the `file` part). */
export const courseWizardSchema = courseGeneralFields
  .extend({ image: courseImageRule.optional(), learningOutcomes: courseModulesSchema.shape.learningOutcomes })
  .superRefine(courseTypeFields);
export type CourseWizardValues = z.input<typeof courseWizardSchema>;

/** The title rule AI image generation checks before it asks (§5). */
export const imagePromptTitleRule = z.string().trim().min(3, R.imageTitle);

/** An AI enhance prompt: non-empty (§8). */
export const enhancePromptRule = filled(R.promptRequired, 2000);

/** A module or lesson number of the full course form: a whole number. */
export const numberRule = z.coerce.number({ error: R.number }).int(R.number).min(1, R.number);

/** A lesson of the full course form (§5): number, name, outcomes, content and at least one sample questions entry. */
export const fullLessonRule = z.object({
  number: numberRule,
  name: filled(R.nameRequired, 200),
  learningOutcomes: z
    .array(filled(R.lessonOutcomeRequired, 1000), { error: R.lessonOutcomesMin })
    .min(1, R.lessonOutcomesMin),
  content: filled(R.required, 50_000),
  sampleQuestions: z
    .array(z.object({ type: filled(R.required, 200), questions: filled(R.required, 10_000) }), {
      error: R.sampleQuestionsMin,
    })
    .min(1, R.sampleQuestionsMin),
  otherInfo: z.string().max(10_000).optional(),
});

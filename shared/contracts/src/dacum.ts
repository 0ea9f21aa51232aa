/*
 * Job-role analysis to learning pathway (issue 18; authoring §2 "Job-role
 * analysis", §3 "Analysis state", §4 "Job analysis", §5, §7, §8): the payloads
 * of the /dacum calls, the step caching rule and the lists' validation, shared
 * by mf-authoring and the API. Messages are i18n keys of the "mf-authoring"
 * namespace (`dacum.rules.*`), whose English text is the spec's, word for word.
 */
import './zod-setup';
import { z } from 'zod';
import { COURSE_IMAGE_MAX_BYTES } from './constants';

/** The steps in order (authoring §2). */
export const DACUM_STEPS = [
  'search',
  'jobsAndSkills',
  'duties',
  'competencies',
  'courses',
  'pathway',
] as const;
export type DacumStep = (typeof DACUM_STEPS)[number];

export const DACUM_RULES = {
  jobRole: 'dacum.rules.jobRole',
  jobRoleAt: 'dacum.rules.jobRoleAt',
  dutyRole: 'dacum.rules.dutyRole',
  dutyRoleAt: 'dacum.rules.dutyRoleAt',
  duty: 'dacum.rules.duty',
  dutyAt: 'dacum.rules.dutyAt',
  competency: 'dacum.rules.competency',
  competencyAt: 'dacum.rules.competencyAt',
  jobName: 'dacum.rules.jobName',
  min3: 'dacum.rules.min3',
  min20: 'dacum.rules.min20',
  image: 'dacum.rules.image',
  audiencesMin: 'dacum.rules.audiencesMin',
  categoryRepeated: 'dacum.rules.categoryRepeated',
  invalidValue: 'dacum.rules.invalidValue',
  coursesMin: 'dacum.rules.coursesMin',
} as const;

/**
 * The English text of each rule (the spec's words). A list's rule has two
 * forms: plain, under the row it names (its label already carries the number)
 * and in a toast about a one-row list; `…At`, with `{{n}}` the 1-based row
 * number, in a toast about a longer list, where the number says which row.
 */
export const DACUM_RULE_MESSAGES: Record<keyof typeof DACUM_RULES, string> = {
  jobRole: 'job role cannot be empty',
  jobRoleAt: 'job role {{n}} cannot be empty',
  dutyRole: 'duty role cannot be empty',
  dutyRoleAt: 'duty role {{n}} cannot be empty',
  duty: 'duty cannot be empty',
  dutyAt: 'duty {{n}} cannot be empty',
  competency: 'competency cannot be empty',
  competencyAt: 'competency {{n}} cannot be empty',
  jobName: 'This field is required!',
  min3: 'Must be 3 letters at least!',
  min20: 'Must be 20 letters at least!',
  image: 'Must be image file (jpg, png, etc..) with max size equal to 1mb!',
  audiencesMin: 'You have to choose at least 1 category!',
  categoryRepeated: 'This category is already chosen!',
  invalidValue: 'Invalid value!',
  coursesMin: 'You have to add 1 course at least!',
};

/** A rule broken by one row of a list: the key and the row's number for the message. */
export interface RowProblem {
  index: number;
  key: string;
  n: number;
}

/** The empty rows of an editable list, each with `key` (job roles, duties, competencies). */
export function emptyRows(items: readonly string[], key: string): RowProblem[] {
  return items.flatMap((item, index) => (item.trim() ? [] : [{ index, key, n: index + 1 }]));
}

/**
 * The step caching rule (authoring §4): a step fetches on entry only when its
 * input payload differs from the one stored at its last fetch (or it never fetched).
 */
export function stepNeedsFetch(payload: unknown, lastFetched: unknown): boolean {
  return lastFetched === undefined || lastFetched === null || stableJson(payload) !== stableJson(lastFetched);
}

/** JSON with object keys sorted, so the same payload compares equal whatever its key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

export const DACUM_LEVELS = ['entry', 'intermediate', 'senior'] as const;
export const DACUM_LANGUAGES = ['en', 'ar'] as const;

const text = (max = 300) => z.string().trim().max(max);

/** search.data (authoring §3). */
export const dacumSearchDataSchema = z.object({
  job_name: text(120).min(1, DACUM_RULES.jobName),
  location: text(120).default(''),
  language: z.enum(DACUM_LANGUAGES).default('en'),
  levels: z.array(z.enum(DACUM_LEVELS)).max(3).default([]),
});
export type DacumSearchData = z.infer<typeof dacumSearchDataSchema>;

/** A list a person edits: every row filled, else `key` with the row number. */
const filledList = (key: string, max = 40) =>
  z
    .array(z.string().max(500))
    .min(1)
    .max(max)
    .superRefine((items, ctx) => {
      for (const p of emptyRows(items, key)) ctx.addIssue({ code: 'custom', path: [p.index], message: key });
    });

/** Which sources answered a call: the shipped dataset, the AI provider, outside sources (off by default). */
export const dacumSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  used: z.boolean(),
});
export type DacumSource = z.infer<typeof dacumSourceSchema>;

export const roleSuggestionBodySchema = dacumSearchDataSchema;
export const roleSuggestionSchema = z.object({
  suggestions: z.array(z.string()),
  sources: z.array(dacumSourceSchema),
});

export const jobPostsBodySchema = z.object({
  search: dacumSearchDataSchema,
  suggestions: filledList(DACUM_RULES.jobRole),
});
export const jobPostSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
});
export const skillGroupSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ description: z.string() })),
});
export const jobPostsSchema = z.object({
  job_posts: z.array(jobPostSchema),
  skills: z.array(skillGroupSchema),
  sources: z.array(dacumSourceSchema),
});
export type JobPosts = z.infer<typeof jobPostsSchema>;

export const analysisBodySchema = jobPostsBodySchema.extend({
  job_posts: z.array(jobPostSchema).max(50),
  skills: z.array(skillGroupSchema).max(50),
});
export const jobCardSchema = z.object({
  'Job Duties': z.array(z.string()),
  competencies: z.array(z.string()),
});
export const analysisSchema = z.object({ job_card: jobCardSchema, sources: z.array(dacumSourceSchema) });

export const searchTermsBodySchema = z.object({
  search: dacumSearchDataSchema,
  duties: filledList(DACUM_RULES.dutyRole),
  competencies: filledList(DACUM_RULES.competency),
});
export const searchTermsSchema = z.object({
  search_terms: z.array(z.string()),
  sources: z.array(dacumSourceSchema),
});

export const scrapUnitsBodySchema = z.object({
  search: dacumSearchDataSchema,
  search_terms: z.array(z.string().max(200)).max(40),
});
export const qualificationUnitSchema = z.object({ code: z.string(), title: z.string(), url: z.string() });
export const scrapUnitsSchema = z.object({
  australian: z.array(qualificationUnitSchema),
  newZealand: z.array(qualificationUnitSchema),
  southAfrican: z.array(qualificationUnitSchema),
  sources: z.array(dacumSourceSchema),
});

export const learningOutcomesBodySchema = searchTermsBodySchema;
export const outcomeUnitSchema = z.object({ code: z.string(), title: z.string() });
/** A catalogue course proposed for the pathway. */
export const pathwayCandidateSchema = z.object({ id: z.string(), title: z.string(), seoTxt: z.string() });
export const learningOutcomesSchema = z.object({
  data: z.array(outcomeUnitSchema),
  courses: z.array(pathwayCandidateSchema),
  sources: z.array(dacumSourceSchema),
});
export type LearningOutcomes = z.infer<typeof learningOutcomesSchema>;

export const finalWordBodySchema = z.object({
  analysisId: z.uuid(),
  search: dacumSearchDataSchema,
  duties: filledList(DACUM_RULES.dutyRole),
  competencies: filledList(DACUM_RULES.competency),
  data: z.array(outcomeUnitSchema).min(1).max(100),
  courses: z.array(pathwayCandidateSchema).max(50).default([]),
});
export const finalWordFileSchema = z.object({ filename: z.string(), createdAt: z.string(), url: z.string() });
export type FinalWordFile = z.infer<typeof finalWordFileSchema>;

/** A saved analysis (owner's or shared with staff). */
export const dacumAnalysisSchema = z.object({
  id: z.string(),
  jobName: z.string(),
  step: z.enum(DACUM_STEPS),
  shared: z.boolean(),
  mine: z.boolean(),
  owner: z.string(),
  state: z.record(z.string(), z.unknown()),
  pathwayId: z.string().nullable(),
  updatedAt: z.string(),
});
export type DacumAnalysis = z.infer<typeof dacumAnalysisSchema>;

export const saveAnalysisBodySchema = z.object({
  step: z.enum(DACUM_STEPS),
  jobName: text(120),
  state: z.record(z.string(), z.unknown()),
});
export const shareAnalysisBodySchema = z.object({ shared: z.boolean() });

/** POST /dacum/createPathway (authoring §5 "Pathway form"; the image as base64, §3 "Encoded file"). */
export const createPathwayBodySchema = z.object({
  analysisId: z.uuid(),
  name: z.string().trim().min(3, DACUM_RULES.min3).max(200, DACUM_RULES.min3),
  description: z
    .string()
    .trim()
    .max(5000, DACUM_RULES.min20)
    .refine((v) => v.length === 0 || v.length >= 20, DACUM_RULES.min20)
    .default(''),
  image: z.object({
    name: z.string().max(200),
    type: z.string().max(100),
    base64: z.string().max(Math.ceil((COURSE_IMAGE_MAX_BYTES * 4) / 3) + 8, DACUM_RULES.image),
  }),
  audiences: z
    .array(
      z.object({
        category: z.string().min(1, DACUM_RULES.audiencesMin).max(100),
        intendedLearners: z.array(z.string().max(200, DACUM_RULES.invalidValue)).max(30).default([]),
      }),
    )
    .min(1, DACUM_RULES.audiencesMin)
    .max(20)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((a, i) => {
        if (seen.has(a.category))
          ctx.addIssue({ code: 'custom', path: [i, 'category'], message: DACUM_RULES.categoryRepeated });
        seen.add(a.category);
      });
    }),
  coursesData: z.array(z.uuid()).min(1, DACUM_RULES.coursesMin).max(50),
});
export type CreatePathwayBody = z.infer<typeof createPathwayBodySchema>;

/** A pathway course row (authoring §3 "Pathway"). */
export const dacumPathwayCourseSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.string(),
  description: z.string(),
  pathway: z.object({ name: z.string() }),
  prerequisite: z.object({ title: z.string() }).nullable(),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
});
export type DacumPathwayCourse = z.infer<typeof dacumPathwayCourseSchema>;

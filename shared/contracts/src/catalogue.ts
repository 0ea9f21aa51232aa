import { z } from 'zod';
import { CATALOGUE_PAGE, CATALOGUE_QUERY_MAX } from './constants';
import { catalogueCourseSchema } from './courses';

/** A record of a constants table (GET /constants/allRecords/EducationalSystem | GradeLevel). */
export const namedRecordSchema = z.object({ id: z.string(), name: z.string() });
export type NamedRecord = z.infer<typeof namedRecordSchema>;

export const audienceSchema = z.object({ sector: z.string(), intendedLearners: z.array(z.string()) });
export type Audience = z.infer<typeof audienceSchema>;

/** GET /constants/allRecords/AudienceCategory. */
export const audienceCategorySchema = audienceSchema.extend({ id: z.string() });
export type AudienceCategory = z.infer<typeof audienceCategorySchema>;

export const courseLanguageSchema = z.enum(['en', 'ar', 'fr', 'de']);

/** A course as the catalogue's cards show it: the landing's card plus the language it is taught in. */
export const catalogueCardSchema = catalogueCourseSchema.extend({ language: courseLanguageSchema });
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

/** A course of a pathway (authoring-and-administration §3, Pathway). */
export const pathwayCourseSchema = catalogueCardSchema.extend({
  prerequisite: z.object({ title: z.string() }).nullable(),
});

/** GET /constants/allRecords/Pathway: each pathway with its courses in order. */
export const pathwaySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  audiences: z.array(audienceSchema),
  courses: z.array(pathwayCourseSchema),
});
export type Pathway = z.infer<typeof pathwaySchema>;

export const PRICE_FILTERS = ['free', 'paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

/** The course types a search may ask for: one of them, or `all` (the search page's default). */
export const CATALOGUE_TYPES = ['all', 'academic', 'professional'] as const;
export type CatalogueType = (typeof CATALOGUE_TYPES)[number];

/** GET /course/filterCourses/{all|academic|professional}: the query string. Unknown ids match nothing. */
export const filterCoursesQuerySchema = z.object({
  q: z.string().trim().max(CATALOGUE_QUERY_MAX).optional(),
  educationalSystem: z.uuid().optional(),
  gradeLevel: z.uuid().optional(),
  pathway: z.uuid().optional(),
  price: z.enum(PRICE_FILTERS).optional(),
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type FilterCoursesQuery = z.infer<typeof filterCoursesQuerySchema>;

/** One option of a filter and how many courses it would show with the other filters as they are. */
export const facetOptionSchema = z.object({ value: z.string(), name: z.string(), count: z.number().int() });
export type FacetOption = z.infer<typeof facetOptionSchema>;

export const facetsSchema = z.object({
  type: z.array(facetOptionSchema),
  educationalSystem: z.array(facetOptionSchema),
  gradeLevel: z.array(facetOptionSchema),
  pathway: z.array(facetOptionSchema),
  price: z.array(facetOptionSchema),
});
export type Facets = z.infer<typeof facetsSchema>;

export const filterCoursesResultSchema = z.object({
  courses: z.array(catalogueCardSchema),
  /** Courses matching every filter; pages are CATALOGUE_PAGE long from startIndex. */
  total: z.number().int(),
  startIndex: z.number().int(),
  pageSize: z.literal(CATALOGUE_PAGE),
  facets: facetsSchema,
});
export type FilterCoursesResult = z.infer<typeof filterCoursesResultSchema>;

export const performanceCriterionSchema = z.object({ id: z.string(), description: z.string() });

export const learningOutcomeSchema = z.object({
  id: z.string(),
  statement: z.string(),
  scope: z.string(),
  domain: z.string(),
  performanceCriteria: z.array(performanceCriterionSchema),
});
export type LearningOutcome = z.infer<typeof learningOutcomeSchema>;

/** A lesson in the course page's outline: what it is called and what it teaches, not its content. */
export const lessonOutlineSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  learningOutcomes: z.array(z.string()),
});

export const moduleOutlineSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  learningOutcomeId: z.string(),
  lessons: z.array(lessonOutlineSchema),
});
export type ModuleOutline = z.infer<typeof moduleOutlineSchema>;

export const courseInstructorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
});

/** GET /course/bySeoTxt/{seoTxt}: the course page (learner-experience §3, Course, learner view). */
export const courseDetailSchema = catalogueCardSchema.extend({
  keywords: z.array(z.string()),
  audiences: z.array(audienceSchema),
  educationalSystem: namedRecordSchema.nullable(),
  gradeLevels: z.array(namedRecordSchema),
  pathways: z.array(namedRecordSchema),
  prerequisite: z.object({ id: z.string(), title: z.string(), seoTxt: z.string() }).nullable(),
  instructors: z.array(courseInstructorSchema),
  learningOutcomes: z.array(learningOutcomeSchema),
  modules: z.array(moduleOutlineSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

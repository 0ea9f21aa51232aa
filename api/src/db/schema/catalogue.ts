import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses, createdAt } from './foundation';

// The catalogue: constants a course is filed under, pathways, and what a course teaches (issue 10).

/** A PostgreSQL full-text document; kept by the trigger in the catalogue migration, never written by code. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export interface AudienceEntry {
  sector: string;
  intendedLearners: string[];
}

export interface PerformanceCriterion {
  id: string;
  description: string;
}

export interface LearningOutcome {
  id: string;
  statement: string;
  scope: string;
  domain: string;
  performanceCriteria: PerformanceCriterion[];
}

export interface SampleQuestion {
  question: string;
  answer: string;
}

export interface Lesson {
  id: string;
  number: number;
  name: string;
  learningOutcomes: string[];
  /** Teaching text: paragraphs separated by blank lines. */
  content: string;
  sampleQuestions: { type: string; questions: SampleQuestion[] }[];
  otherInfo?: string;
}

export interface Module {
  id: string;
  number: number;
  name: string;
  learningOutcomeId: string;
  lessons: Lesson[];
}

/**
 * A constant's texts in the other site languages, by language then field
 * (`{ ar: { name: '…' } }`); a missing text falls back to the column's own
 * (English, or whatever staff typed). Read through `localized` (catalogue).
 */
export type Translations = Partial<Record<'ar' | 'fr' | 'de', Record<string, string>>>;
const translationsColumn = () => jsonb('translations').$type<Translations>().notNull().default({});

/** EducationalSystem: the school system a course follows (national, IGCSE…). */
export const educationalSystems = pgTable('educational_systems', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
  translations: translationsColumn(),
});

/** GradeLevel: from primary grades to university and working life. */
export const gradeLevels = pgTable('grade_levels', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
  translations: translationsColumn(),
});

/** AudienceCategory: a sector and the learners it holds. */
export const audienceCategories = pgTable('audience_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  sector: text('sector').notNull().unique(),
  intendedLearners: jsonb('intended_learners').$type<string[]>().notNull().default([]),
  translations: translationsColumn(),
});

/** Pathway: an ordered set of courses towards a goal (usually a job role). */
export const pathways = pgTable('pathways', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image'),
  audiences: jsonb('audiences').$type<AudienceEntry[]>().notNull().default([]),
  translations: translationsColumn(),
  createdAt: createdAt(),
});

export const pathwayCourses = pgTable(
  'pathway_courses',
  {
    pathwayId: uuid('pathway_id')
      .notNull()
      .references(() => pathways.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'pathway_courses_pk', columns: [t.pathwayId, t.courseId] }),
    index('pathway_courses_course').on(t.courseId),
  ],
);

/**
 * What a course teaches and how it is filed: one row per course, made by a
 * trigger when the course is inserted (so every course is searchable), kept
 * apart from `courses` so the fee and enrolment columns stay another module's.
 */
export const courseDetails = pgTable(
  'course_details',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The language the course is taught in; picks the text-search configuration. */
    language: text('language').notNull().default('en'),
    educationalSystemId: uuid('educational_system_id').references(() => educationalSystems.id, {
      onDelete: 'set null',
    }),
    gradeLevelIds: uuid('grade_level_ids').array().notNull().default(sql`'{}'::uuid[]`),
    prerequisiteId: uuid('prerequisite_id').references(() => courses.id, { onDelete: 'set null' }),
    audiences: jsonb('audiences').$type<AudienceEntry[]>().notNull().default([]),
    learningOutcomes: jsonb('learning_outcomes').$type<LearningOutcome[]>().notNull().default([]),
    modules: jsonb('modules').$type<Module[]>().notNull().default([]),
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    index('course_details_system').on(t.educationalSystemId),
    index('course_details_grades').using('gin', t.gradeLevelIds),
    index('course_details_search').using('gin', t.searchVector),
    check('course_details_language_known', sql`${t.language} IN ('en', 'ar', 'fr', 'de')`),
  ],
);

/**
 * One row: a number every change to the catalogue raises (statement triggers,
 * in the writer's transaction), so a cached search answer keyed by it is never
 * older than the data, in any API process.
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

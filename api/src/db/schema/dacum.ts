import { sql } from 'drizzle-orm';
import { boolean, customType, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts, users } from './foundation';

// Job-role analysis (DACUM) to learning pathway (issue 18).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The shipped occupations dataset (modules/dacum/occupations.data.ts), searched with full-text search. */
export const occupations = pgTable(
  'occupations',
  {
    code: text('code').primaryKey(),
    sector: text('sector').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    summary: text('summary').notNull(),
    duties: jsonb('duties').$type<string[]>().notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    competencies: jsonb('competencies').$type<string[]>().notNull(),
    /** Name (weight A), summary, duties, skills and competencies as one text, written by the seed. */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, name), 'A') || to_tsvector('english'::regconfig, search_text)`,
    ),
  },
  (t) => [index('occupations_search').using('gin', t.searchVector)],
);

/** A staff member's analysis: every step's results and the payload each was last fetched with. */
export const jobAnalyses = pgTable(
  'job_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobName: text('job_name').notNull().default(''),
    step: text('step').notNull().default('search'),
    /** Other staff may read (and duplicate) it; only the owner changes it. */
    shared: boolean('shared').notNull().default(false),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    pathwayId: uuid('pathway_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('job_analyses_owner').on(t.ownerId, t.updatedAt)],
);

/** The final word documents of an analysis (a .docx in the storage). */
export const jobAnalysisFiles = pgTable(
  'job_analysis_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => jobAnalyses.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('job_analysis_files_analysis').on(t.analysisId)],
);

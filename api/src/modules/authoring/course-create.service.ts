import { randomUUID } from 'node:crypto';
import { type CourseForm, courseFormCreateJsonSchema, type User } from '@elearn/contracts';
import { COURSE_RULES, courseGeneralSchema, courseWizardSchema } from '@elearn/contracts/course-authoring';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import type { LearningOutcome, Module } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { removeObject, writeObject } from '../../storage/object-store';
import { UPLOAD_PATH, withStoredLessonContent } from '../../storage/stored-html';
import { postSlug } from '../forum/forum.slug';
import { courseTitleTaken } from './authoring.queries';
import { fromForm } from './course-form.service';
import { type CoverImage, coverKey, fetchCover, readStoredCover } from './cover-image';
import { findDraftCover } from './drafts.queries';

type Values = z.output<typeof courseWizardSchema>;
type Errors = Record<string, string>;

/** The general step without its image: JSON never carries a file (validateExists). */
const generalWithoutFile = courseGeneralSchema;

/** Field → rule key of each problem, the first of a field winning (as the browser's forms show them). */
export function ruleErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  return errors;
}

const invalid = (errors: Errors) =>
  new HttpError(422, 'VALIDATION', 'Some fields are not valid.', { errors });

type Table = 'audience_categories' | 'educational_systems' | 'grade_levels' | 'pathways' | 'courses';

/** The ids the course points to that do not exist: each a field error (POST /course/validateExists). */
type GeneralValues = Pick<
  Values,
  'title' | 'type' | 'audiences' | 'educationalSystem' | 'gradeLevels' | 'pathway' | 'prerequisite'
>;
async function missingReferences(db: Queryable, v: GeneralValues): Promise<Errors> {
  const errors: Errors = {};
  // Only a well-formed uuid is looked up: a cast error would be a 500.
  const exists = async (table: Table, id: string | undefined) =>
    !!id &&
    isUuid(id) &&
    (await db.execute(sql`SELECT 1 FROM ${sql.raw(table)} WHERE id = ${id}::uuid`)).rows.length > 0;
  if (await courseTitleTaken(db, v.title)) errors.title = COURSE_RULES.titleTaken;
  for (const [i, audience] of v.audiences.entries())
    if (!(await exists('audience_categories', audience.category)))
      errors[`audiences.${i}.category`] = COURSE_RULES.categoryRequired;
  if (v.type === 'academic') {
    if (!(await exists('educational_systems', v.educationalSystem)))
      errors.educationalSystem = COURSE_RULES.required;
    for (const id of v.gradeLevels ?? [])
      if (!(await exists('grade_levels', id))) errors.gradeLevels = COURSE_RULES.required;
  } else {
    if (!(await exists('pathways', v.pathway))) errors.pathway = COURSE_RULES.required;
    if (v.prerequisite && !(await exists('courses', v.prerequisite)))
      errors.prerequisite = COURSE_RULES.prerequisite;
  }
  return errors;
}

type Content = { learningOutcomes: LearningOutcome[]; modules: Module[] };

/** The wizard's outcomes and modules as the catalogue stores them: new ids, numbers, empty lesson content. */
function contentOf(values: Values): Content {
  const learningOutcomes: LearningOutcome[] = [];
  const modules: Module[] = [];
  for (const outcome of values.learningOutcomes) {
    const id = randomUUID();
    learningOutcomes.push({
      id,
      statement: outcome.statement,
      scope: outcome.scope,
      domain: outcome.domain,
      performanceCriteria: outcome.performanceCriteria.map((c) => ({
        id: randomUUID(),
        description: c.description,
      })),
    });
    for (const module of outcome.modules)
      modules.push({
        id: randomUUID(),
        number: modules.length + 1,
        name: module.name,
        learningOutcomeId: id,
        lessons: module.lessons.map((lesson, i) => ({
          id: randomUUID(),
          number: i + 1,
          name: lesson.name,
          learningOutcomes: lesson.learningOutcomes,
          content: '',
          sampleQuestions: [],
        })),
      });
  }
  return { learningOutcomes, modules };
}

/**
 * The `json` of POST /course/createCourse: the course form's (top-level `modules`, lessons
 * complete) or the wizard's (modules under their outcomes, lessons to be built); 422 otherwise.
 */
type NewCourse = GeneralValues & Pick<Values, 'image' | 'additionalFees' | 'description' | 'keywords'>;
function parseCourse(json: unknown): { values: NewCourse; content: Content } {
  if (json && typeof json === 'object' && Array.isArray((json as { modules?: unknown }).modules)) {
    const parsed = courseFormCreateJsonSchema.safeParse(json);
    if (!parsed.success) throw invalid(ruleErrors(parsed.error.issues));
    return {
      values: parsed.data,
      content: fromForm(parsed.data as CourseForm, { learningOutcomes: [], modules: [] }),
    };
  }
  const parsed = courseWizardSchema.safeParse(json);
  if (!parsed.success) throw invalid(ruleErrors(parsed.error.issues));
  return { values: parsed.data, content: contentOf(parsed.data) };
}

/** Course creation from the wizard (authoring §7): checks, stores, and queues the lesson building. */
export function courseCreation(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    /** POST /course/validateExists: the general step's rule errors, then the server-side ones. */
    async problemsOfGeneral(body: unknown): Promise<Errors> {
      const parsed = generalWithoutFile.safeParse({
        image: 'https://file.invalid/chosen',
        ...(body as object),
      });
      if (!parsed.success) return ruleErrors(parsed.error.issues);
      return missingReferences(db, parsed.data);
    },

    /**
     * POST /course/createCourse: the whole wizard or course form (422 with field errors otherwise),
     * the cover (a checked image file, else an https address in the json, else the file
     * saved with the author's own draft), then in one
     * transaction the course, its content, its pathway, its instructor, the draft's
     * end and the lesson-building job.
     */
    async create(user: User, json: unknown, file: CoverImage | null, draftId: string | null) {
      const { values, content } = parseCourse(json);
      // Another user's draft id finds nothing: its cover is never used.
      const draftCover = draftId ? await findDraftCover(db, user.id, draftId) : null;
      const cover =
        file ??
        (typeof values.image !== 'string' && draftCover ? await readStoredCover(ctx, draftCover.key) : null);
      if (!cover && typeof values.image !== 'string') throw invalid({ image: COURSE_RULES.image });
      const problems = await missingReferences(db, values);
      if (Object.keys(problems).length) throw invalid(problems);
      // An address is fetched and stored like an upload: the site's CSP shows only its own images.
      const chosen = cover ?? (await fetchCover(values.image as string, ctx.config.coverFetch));
      const stored = coverKey(chosen.ext);
      await writeObject(ctx, stored, chosen.data);
      const image = `${UPLOAD_PATH}${stored}`;
      const { learningOutcomes } = content;
      const modules = withStoredLessonContent(content.modules, ctx.config.publicOrigin);
      // The course form gives every lesson its content: nothing is left to build.
      const toBuild = modules.some((m) => m.lessons.some((l) => !l.content));
      const fees = typeof values.additionalFees === 'number' ? Math.round(values.additionalFees * 100) : null;
      try {
        return await inTransaction(ctx, async (tx) => {
          const q = tx.client;
          const {
            rows: [course],
          } = await q.query<{ id: string; seo_txt: string }>(
            `INSERT INTO courses (title, seo_txt, description, image, type, keywords, additional_fees_piastres)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, seo_txt`,
            [
              values.title,
              postSlug(values.title),
              values.description || null,
              image,
              values.type,
              JSON.stringify(values.keywords),
              fees,
            ],
          );
          const sectors = await q.query<{ id: string; sector: string }>(
            'SELECT id, sector FROM audience_categories WHERE id = ANY($1::uuid[])',
            [values.audiences.map((a) => a.category)],
          );
          const audiences = values.audiences.map((a) => ({
            sector: sectors.rows.find((s) => s.id === a.category)!.sector,
            intendedLearners: a.intendedLearners,
          }));
          const academic = values.type === 'academic';
          // The trigger made the course's details row; it now gets what the course teaches.
          await q.query(
            `UPDATE course_details SET educational_system_id = $2, grade_level_ids = $3::uuid[], prerequisite_id = $4,
               audiences = $5, learning_outcomes = $6, modules = $7 WHERE course_id = $1`,
            [
              course!.id,
              academic ? values.educationalSystem : null,
              academic ? (values.gradeLevels ?? []) : [],
              academic ? null : values.prerequisite || null,
              JSON.stringify(audiences),
              JSON.stringify(learningOutcomes),
              JSON.stringify(modules),
            ],
          );
          if (!academic)
            await q.query(
              `INSERT INTO pathway_courses (pathway_id, course_id, position)
               SELECT $1, $2, coalesce(max(position) + 1, 0) FROM pathway_courses WHERE pathway_id = $1`,
              [values.pathway, course!.id],
            );
          await q.query('INSERT INTO course_instructors (course_id, user_id) VALUES ($1, $2)', [
            course!.id,
            user.id,
          ]);
          if (toBuild)
            await q.query(
              'INSERT INTO lesson_build_jobs (course_id, author_id, run_after) VALUES ($1, $2, $3)',
              [course!.id, user.id, tx.now],
            );
          if (draftId && isUuid(draftId))
            await q.query(
              `UPDATE course_drafts SET course_id = $3, step = 'success', updated_at = $4, cover_key = NULL, cover_name = NULL
               WHERE id = $1 AND user_id = $2`,
              [draftId, user.id, course!.id, tx.now],
            );
          // The draft's own copy of the cover is not needed once the course has its own.
          if (draftCover) tx.afterCommit(() => removeObject(ctx, draftCover.key));
          return { _id: course!.id, seoTxt: course!.seo_txt };
        });
      } catch (error) {
        await removeObject(ctx, stored);
        throw error;
      }
    },
  };
}

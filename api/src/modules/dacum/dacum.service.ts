import { randomBytes } from 'node:crypto';
import type { User } from '@elearn/contracts';
import {
  type CreatePathwayBody,
  DACUM_RULES,
  type DacumAnalysis,
  type DacumPathwayCourse,
  type DacumSearchData,
  type DacumStep,
  type FinalWordFile,
  jobCardSchema,
  learningOutcomesSchema,
  roleSuggestionSchema,
} from '@elearn/contracts/dacum';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { inspectImage } from '../../storage/images';
import { removeObject, writeObject } from '../../storage/object-store';
import { signedQuery } from '../../storage/signed-url';
import { UPLOAD_PATH } from '../../storage/stored-html';
import {
  aiSource,
  DATASET_SOURCE,
  type DacumSources,
  KNOWN_OUTSIDE_SOURCES,
  sourcesReport,
  type UnitRegion,
} from './dacum.sources';
import { finalWordDocument } from './final-word';

const IMAGE_MAX_BYTES = 1_048_576;
const DOWNLOAD_SECONDS = 600;
export const DOWNLOAD_PATH = '/api/dacum/download_finalword_file';

type OccupationRow = {
  code: string;
  name: string;
  nameAr: string;
  summary: string;
  duties: string[];
  skills: string[];
  competencies: string[];
};

const unique = (items: string[], max: number) => {
  const seen = new Set<string>();
  return items
    .filter((item) => {
      const key = item.trim().toLowerCase();
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max);
};

/** A text[] parameter (drizzle spreads a plain array into a list). */
const textArray = (items: string[]) =>
  items.length
    ? sql`ARRAY[${sql.join(
        items.map((i) => sql`${i}`),
        sql`, `,
      )}]::text[]`
    : sql`ARRAY[]::text[]`;

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such analysis.');
const invalid = (errors: Record<string, string>) =>
  new HttpError(422, 'VALIDATION', 'Some fields are not valid.', { errors });

/** The job-role analysis (issue 18): the steps' calls, saved analyses, the final word and the pathway. */
export function dacumService(ctx: AppContext, sources: DacumSources) {
  const db = ctx.database.db;
  const ai = () => aiSource(ctx.ai.kind);

  /** Occupations whose text matches any word of `text`, best first (PostgreSQL full-text search). */
  async function matchOccupations(text: string, limit: number): Promise<OccupationRow[]> {
    const { rows } = await db.execute<OccupationRow>(sql`
      WITH q AS (SELECT nullif(replace(plainto_tsquery('english', ${text})::text, '&', '|'), '')::tsquery AS q)
      SELECT o.code, o.name, o.name_ar AS "nameAr", o.summary, o.duties, o.skills, o.competencies
      FROM occupations o, q
      WHERE o.search_vector @@ q.q OR o.name = ${text} OR o.name_ar = ${text}
      ORDER BY (o.name = ${text} OR o.name_ar = ${text}) DESC, ts_rank(o.search_vector, q.q) DESC, o.code
      LIMIT ${limit}`);
    return rows;
  }

  /** The occupations of the chosen job roles: each role's own row, else its best match. */
  async function occupationsOf(roles: string[]): Promise<OccupationRow[]> {
    const found: OccupationRow[] = [];
    for (const role of roles.slice(0, 8)) {
      const [best] = await matchOccupations(role, 1);
      if (best && !found.some((o) => o.code === best.code)) found.push(best);
    }
    return found;
  }

  /**
   * The dataset's occupation of the job itself: the best match whose name (English or
   * Arabic) has every word of `jobName` ("analysts" finds "Analyst"), or none. Its
   * duties are the job card's: a "data analyst" never gets a cybersecurity or finance
   * analyst's duties, and a job the dataset lacks ("nurse") gets none for the author to write.
   */
  async function occupationOfJob(jobName: string): Promise<OccupationRow | null> {
    const words = (text: string) =>
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
    const wanted = words(jobName);
    if (!wanted.length) return null;
    const sameWord = (a: string, b: string) =>
      a === b || (a.length > 3 && b.length > 3 && (a.startsWith(b) || b.startsWith(a)));
    const hasAll = (name: string) => {
      const own = words(name);
      return wanted.every((w) => own.some((o) => sameWord(o, w)));
    };
    const candidates = await matchOccupations(jobName, 20);
    return candidates.find((o) => hasAll(o.name) || hasAll(o.nameAr)) ?? null;
  }

  const describe = (search: DacumSearchData) =>
    `Job role: ${search.job_name}${search.location ? ` in ${search.location}` : ''}; levels: ${search.levels.join(', ') || 'any'}.`;

  return {
    /** POST /dacum/role_suggestion: similar job roles from the dataset, worded by the AI provider. */
    async roleSuggestion(search: DacumSearchData) {
      const matches = await matchOccupations(search.job_name, 6);
      const names = matches.map((o) => (search.language === 'ar' ? o.nameAr : o.name));
      const fallback = names.length ? names : [search.job_name];
      const { suggestions } = await ctx.ai.complete({
        messages: [
          {
            role: 'system',
            content:
              'Suggest up to 6 job roles similar to the one given. Answer JSON {"suggestions": string[]}.',
          },
          {
            role: 'user',
            content: `${describe(search)} Similar roles in our dataset: ${fallback.join('; ')}`,
          },
        ],
        schema: roleSuggestionSchema.pick({ suggestions: true }),
        offline: () => ({ suggestions: fallback }),
      });
      return { suggestions: unique(suggestions, 10), sources: [DATASET_SOURCE, ai()] };
    },

    /** POST /dacum/job_posts_and_skills: sample postings and skills of the roles; outside sources when configured. */
    async jobPostsAndSkills(search: DacumSearchData, roles: string[]) {
      const found = await occupationsOf(roles);
      const job_posts: { title: string; description: string; url: string | null }[] = found.map((o) => ({
        title: `${o.name} (sample posting from the occupations dataset)`,
        description: `${o.summary} Main duties: ${o.duties.join('; ')}.`,
        url: null,
      }));
      const skills = found.map((o) => ({
        title: o.name,
        items: o.skills.map((description) => ({ description })),
      }));
      for (const board of sources.jobBoards)
        job_posts.push(...(await board.fetch(search, roles)).map((p) => ({ ...p, url: p.url ?? null })));
      for (const source of sources.skills)
        for (const group of await source.fetch(search, roles))
          skills.push({ title: group.title, items: group.items.map((description) => ({ description })) });
      return {
        job_posts,
        skills,
        sources: [
          DATASET_SOURCE,
          ...sourcesReport(sources.jobBoards, KNOWN_OUTSIDE_SOURCES.jobBoards),
          ...sourcesReport(sources.skills, KNOWN_OUTSIDE_SOURCES.skills),
        ],
      };
    },

    /**
     * POST /dacum/analysis_job_and_skills: the job card (duties and competencies) of the
     * searched job's own occupation (empty lists when the dataset lacks the job).
     */
    async analysis(search: DacumSearchData, roles: string[], skills: { items: { description: string }[] }[]) {
      // The job's own occupation only: the similar roles are context, not its duties.
      const own = await occupationOfJob(search.job_name);
      const found = own ? [own] : [];
      const offline = {
        'Job Duties': unique(
          found.flatMap((o) => o.duties),
          12,
        ),
        competencies: unique(
          found.flatMap((o) => o.competencies),
          10,
        ),
      };
      const job_card = await ctx.ai.complete({
        messages: [
          {
            role: 'system',
            content:
              'Write the job duties and competencies of a job role. Answer JSON {"Job Duties": string[], "competencies": string[]}.',
          },
          {
            role: 'user',
            content: `${describe(search)} Roles: ${roles.join('; ')}. Skills: ${skills.flatMap((g) => g.items.map((i) => i.description)).join('; ')}. Dataset duties: ${offline['Job Duties'].join('; ') || 'none for this job'}`,
          },
        ],
        schema: jobCardSchema,
        offline: () => offline,
      });
      return { job_card, sources: [DATASET_SOURCE, ai()] };
    },

    /** POST /dacum/search_terms: the terms qualification registers and the catalogue are searched with. */
    async searchTerms(search: DacumSearchData, duties: string[], competencies: string[]) {
      const found = await occupationsOf([search.job_name]);
      const search_terms = unique([search.job_name, ...found.flatMap((o) => o.skills), ...competencies], 12);
      void duties;
      return { search_terms, sources: [DATASET_SOURCE] };
    },

    /** POST /dacum/scrap_units: qualification units of the configured registers (none by default). */
    async scrapUnits(search: DacumSearchData, terms: string[]) {
      const units: Record<UnitRegion, { code: string; title: string; url: string }[]> = {
        australian: [],
        newZealand: [],
        southAfrican: [],
      };
      for (const register of sources.units)
        units[register.region].push(...(await register.fetch(search, terms)));
      return { ...units, sources: sourcesReport(sources.units, KNOWN_OUTSIDE_SOURCES.units) };
    },

    /** POST /dacum/creating_learning_outcomes: units (code, title) and the catalogue courses that match. */
    async learningOutcomes(search: DacumSearchData, duties: string[], competencies: string[]) {
      const [best] = await occupationsOf([search.job_name]);
      const prefix = best?.code ?? 'JRA';
      const offline = competencies.map((title, i) => ({
        code: `${prefix}-U${String(i + 1).padStart(2, '0')}`,
        title,
      }));
      const { data } = await ctx.ai.complete({
        messages: [
          {
            role: 'system',
            content: 'Turn each competency into a learning unit. Answer JSON {"data": [{"code", "title"}]}.',
          },
          {
            role: 'user',
            content: `${describe(search)} Duties: ${duties.join('; ')}. Competencies: ${competencies.join('; ')}`,
          },
        ],
        schema: learningOutcomesSchema.pick({ data: true }),
        offline: () => ({ data: offline }),
      });
      const terms = unique([search.job_name, ...(best?.skills ?? []), ...competencies], 12);
      const { rows: courses } = await db.execute<{ id: string; title: string; seoTxt: string }>(sql`
        SELECT c.id, c.title, c.seo_txt AS "seoTxt"
        FROM courses c JOIN course_details d ON d.course_id = c.id,
          LATERAL (SELECT sum(ts_rank(d.search_vector, course_search_query(t))) AS rank
                   FROM unnest(${textArray(terms)}) AS t WHERE d.search_vector @@ course_search_query(t)) m
        WHERE m.rank > 0
        ORDER BY m.rank DESC, c.title LIMIT 8`);
      return { data, courses, sources: [DATASET_SOURCE, ai()] };
    },

    async list(user: User): Promise<DacumAnalysis[]> {
      const { rows } = await db.execute<Row>(
        sql`${SELECT} WHERE a.owner_id = ${user.id} OR a.shared ORDER BY a.updated_at DESC LIMIT 200`,
      );
      return rows.map((r) => toAnalysis(r, user.id));
    },

    async create(
      user: User,
      jobName: string,
      state: Record<string, unknown> = {},
      step: DacumStep = 'search',
    ) {
      const { rows } = await db.execute<{ id: string }>(sql`
        INSERT INTO job_analyses (owner_id, job_name, step, state) VALUES (${user.id}, ${jobName}, ${step}, ${JSON.stringify(state)}::jsonb)
        RETURNING id`);
      return this.find(user, rows[0]!.id);
    },

    /** An analysis its reader may see: their own, or one shared with staff. */
    async find(user: User, id: string): Promise<DacumAnalysis> {
      if (!isUuid(id)) throw notFound();
      const { rows } = await db.execute<Row>(
        sql`${SELECT} WHERE a.id = ${id} AND (a.owner_id = ${user.id} OR a.shared)`,
      );
      if (!rows[0]) throw notFound();
      return toAnalysis(rows[0], user.id);
    },

    /** Saves the owner's analysis (its step, name and state); another's is not found. */
    async save(
      user: User,
      id: string,
      values: { step: DacumStep; jobName: string; state: Record<string, unknown> },
    ) {
      if (!isUuid(id)) throw notFound();
      const { rowCount } = await ctx.database.pool.query(
        `UPDATE job_analyses SET step = $3, job_name = $4, state = $5, updated_at = $6 WHERE id = $1 AND owner_id = $2`,
        [id, user.id, values.step, values.jobName, JSON.stringify(values.state), ctx.now()],
      );
      if (!rowCount) throw notFound();
      return this.find(user, id);
    },

    async share(user: User, id: string, shared: boolean) {
      if (!isUuid(id)) throw notFound();
      const { rowCount } = await ctx.database.pool.query(
        'UPDATE job_analyses SET shared = $3 WHERE id = $1 AND owner_id = $2',
        [id, user.id, shared],
      );
      if (!rowCount) throw notFound();
      return this.find(user, id);
    },

    /** A copy for the reader (their own, private), from the step it was on. */
    async duplicate(user: User, id: string) {
      const source = await this.find(user, id);
      const { pathway: _dropped, ...state } = source.state;
      return this.create(user, source.jobName, state, source.step === 'pathway' ? 'courses' : source.step);
    },

    /** POST /dacum/creating_final_word: the .docx into the storage, listed with the analysis. */
    async createFinalWord(
      user: User,
      input: {
        analysisId: string;
        search: DacumSearchData;
        duties: string[];
        competencies: string[];
        data: { code: string; title: string }[];
        courses: { title: string }[];
      },
    ) {
      const analysis = await this.find(user, input.analysisId);
      if (!analysis.mine) throw notFound();
      const data = await finalWordDocument({
        jobName: input.search.job_name,
        location: input.search.location,
        duties: input.duties,
        competencies: input.competencies,
        outcomes: input.data,
        courses: input.courses,
        sources: [DATASET_SOURCE.name, ai().name],
        createdAt: ctx.now(),
      });
      const slug =
        input.search.job_name
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 50) || 'job';
      const filename = `${slug}-${ctx.now().toISOString().replace(/[:.]/g, '-')}.docx`;
      const key = `dacum/${randomBytes(16).toString('hex')}.docx`;
      await writeObject(ctx, key, data);
      await db.execute(sql`INSERT INTO job_analysis_files (analysis_id, filename, storage_key)
        VALUES (${analysis.id}, ${filename}, ${key})`);
      return { filename };
    },

    /** GET /dacum/list_finalword_files: the analysis' documents, each with a short-lived download address. */
    async listFinalWord(user: User, analysisId: string): Promise<FinalWordFile[]> {
      const analysis = await this.find(user, analysisId);
      const { rows } = await db.execute<{ filename: string; key: string; createdAt: Date | string }>(sql`
        SELECT filename, storage_key AS key, created_at AS "createdAt" FROM job_analysis_files
        WHERE analysis_id = ${analysis.id} ORDER BY created_at DESC, filename DESC`);
      return rows.map((r) => ({
        filename: r.filename,
        createdAt: new Date(r.createdAt).toISOString(),
        url: `${DOWNLOAD_PATH}?${new URLSearchParams({ job_name: analysis.jobName, filename: r.filename })}&${signedQuery(ctx, 'get', r.key, DOWNLOAD_SECONDS)}`,
      }));
    },

    /** POST /dacum/createPathway: the pathway with its courses, in one transaction; the analysis points to it. */
    async createPathway(user: User, body: CreatePathwayBody): Promise<DacumPathwayCourse[]> {
      const analysis = await this.find(user, body.analysisId);
      if (!analysis.mine) throw notFound();
      const image = Buffer.from(body.image.base64, 'base64');
      const verdict =
        image.length <= IMAGE_MAX_BYTES
          ? await inspectImage(image, { filename: body.image.name, mimetype: body.image.type })
          : null;
      if (!verdict || 'refused' in verdict) throw invalid({ image: DACUM_RULES.image });
      const { ext } = verdict;
      const categories = await db.execute<{ id: string; sector: string }>(
        sql`SELECT id::text, sector FROM audience_categories WHERE id::text = ANY(${textArray(body.audiences.map((a) => a.category))})`,
      );
      const errors: Record<string, string> = {};
      body.audiences.forEach((a, i) => {
        if (!categories.rows.some((c) => c.id === a.category))
          errors[`audiences.${i}.category`] = DACUM_RULES.invalidValue;
      });
      const known = await db.execute<{ id: string }>(
        sql`SELECT id::text FROM courses WHERE id::text = ANY(${textArray(body.coursesData)})`,
      );
      if (known.rows.length !== new Set(body.coursesData).size) errors.coursesData = DACUM_RULES.invalidValue;
      const taken = await db.execute(sql`SELECT 1 FROM pathways WHERE lower(name) = lower(${body.name})`);
      if (taken.rows.length) errors.name = 'rules.nameTaken';
      if (Object.keys(errors).length) throw invalid(errors);

      const key = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeObject(ctx, key, image);
      try {
        const pathwayId = await inTransaction(ctx, async (tx) => {
          const audiences = body.audiences.map((a) => ({
            sector: categories.rows.find((c) => c.id === a.category)!.sector,
            intendedLearners: a.intendedLearners,
          }));
          const {
            rows: [pathway],
          } = await tx.client.query<{ id: string }>(
            'INSERT INTO pathways (name, description, image, audiences) VALUES ($1, $2, $3, $4) RETURNING id',
            [body.name, body.description, `${UPLOAD_PATH}${key}`, JSON.stringify(audiences)],
          );
          await tx.client.query(
            `INSERT INTO pathway_courses (pathway_id, course_id, position)
             SELECT $1, c, p - 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS u(c, p) ON CONFLICT DO NOTHING`,
            [pathway!.id, [...new Set(body.coursesData)]],
          );
          await tx.client.query(
            `UPDATE job_analyses SET pathway_id = $2, step = 'pathway', updated_at = $3 WHERE id = $1`,
            [analysis.id, pathway!.id, tx.now],
          );
          return pathway!.id;
        });
        return this.pathwayCourses(pathwayId);
      } catch (error) {
        await removeObject(ctx, key);
        // Another pathway took the name between the check and the insert.
        if ((error as { code?: string }).code === '23505') throw invalid({ name: 'rules.nameTaken' });
        throw error;
      }
    },

    /** The pathway's course rows (authoring §3 "Pathway"): creator from the course's first instructor. */
    async pathwayCourses(pathwayId: string): Promise<DacumPathwayCourse[]> {
      const { rows } = await db.execute<DacumPathwayCourse>(sql`
        SELECT c.id AS "_id", c.title, c.type, coalesce(c.description, '') AS description,
          json_build_object('name', p.name) AS pathway,
          (SELECT json_build_object('title', pre.title) FROM courses pre WHERE pre.id = d.prerequisite_id) AS prerequisite,
          (SELECT json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email)
             FROM course_instructors ci JOIN users u ON u.id = ci.user_id WHERE ci.course_id = c.id
             ORDER BY u.email LIMIT 1) AS "user"
        FROM pathway_courses pc JOIN pathways p ON p.id = pc.pathway_id JOIN courses c ON c.id = pc.course_id
          JOIN course_details d ON d.course_id = c.id
        WHERE pc.pathway_id = ${pathwayId} ORDER BY pc.position, c.title`);
      return rows;
    },
  };
}

type Row = {
  id: string;
  ownerId: string;
  owner: string;
  jobName: string;
  step: DacumStep;
  shared: boolean;
  state: Record<string, unknown>;
  pathwayId: string | null;
  updatedAt: Date | string;
};

const SELECT = sql`SELECT a.id, a.owner_id AS "ownerId", a.job_name AS "jobName", a.step, a.shared, a.state,
  a.pathway_id AS "pathwayId", a.updated_at AS "updatedAt",
  coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) AS owner
  FROM job_analyses a JOIN users u ON u.id = a.owner_id`;

const toAnalysis = (r: Row, userId: string): DacumAnalysis => ({
  id: r.id,
  jobName: r.jobName,
  step: r.step,
  shared: r.shared,
  mine: r.ownerId === userId,
  owner: r.owner,
  state: r.state,
  pathwayId: r.pathwayId,
  updatedAt: new Date(r.updatedAt).toISOString(),
});

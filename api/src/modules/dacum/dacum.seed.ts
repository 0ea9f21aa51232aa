import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { occupations } from '../../db/schema';
import { OCCUPATIONS } from './occupations.data';

/**
 * The occupations dataset into its table, once: idempotent (rows already there
 * are kept; a release that adds roles adds only those).
 */
export async function seedOccupations(db: Queryable): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(occupations);
  if (row && row.n >= OCCUPATIONS.length) return;
  await db
    .insert(occupations)
    .values(
      OCCUPATIONS.map((o) => ({
        ...o,
        searchText: [o.summary, ...o.duties, ...o.skills, ...o.competencies, o.sector].join('. '),
      })),
    )
    .onConflictDoNothing();
}

/**
 * The demo's analysis: the demo editor's "Data Analyst" search with its similar
 * roles, shared with staff, to be taken on to a pathway (or duplicated).
 */
export async function seedDacumDemo(tx: Queryable): Promise<void> {
  const search = { job_name: 'Data Analyst', location: 'Cairo', language: 'en', levels: ['entry'] };
  const state = {
    search: {
      data: search,
      result: ['Data Analyst', 'Business Intelligence Developer', 'Financial Analyst'],
      sources: [{ id: 'dataset', name: 'Occupations dataset (shipped)', used: true }],
    },
  };
  await tx.execute(sql`
    INSERT INTO job_analyses (owner_id, job_name, step, shared, state)
    SELECT id, 'Data Analyst', 'search', true, ${JSON.stringify(state)}::jsonb FROM users WHERE email = 'editor@demo.test'`);
}

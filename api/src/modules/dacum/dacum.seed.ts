import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { occupations } from '../../db/schema';
import { OCCUPATIONS } from './occupations.data';

/**
 * The occupations dataset into its table: at start, idempotent (a row already
 * there is updated to the shipped text, so a new release's wording wins).
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

import type { AppContext } from '../../context';

/** Names of the users with a corner open, in a stable order. */
export async function findSessionUserById(ctx: Pick<AppContext, 'database'>, ids: string[]) {
  if (ids.length === 0) return [];
  const { rows } = await ctx.database.pool.query<{ id: string; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM users WHERE id = ANY($1::uuid[]) ORDER BY first_name, last_name, id',
    [ids],
  );
  return rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name }));
}

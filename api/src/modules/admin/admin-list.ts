import type { adminListQuerySchema } from '@elearn/contracts';
import type { z } from 'zod';
import type { Run } from '../../db/transaction';
import { HttpError } from '../../http/errors';

type ListQuery = z.infer<typeof adminListQuerySchema>;

/** One admin list: its rows' SQL (no WHERE/ORDER), the columns searched, the sorts offered by name. */
export interface ListSpec {
  /** `SELECT … FROM … [JOIN …]`: aliases the sort expressions may use. */
  select: string;
  /** Text expressions a search matches (case-insensitive, anywhere in them). */
  search: string[];
  /** Sort name → SQL expression (a fixed list: the query names a key, never SQL). */
  sorts: Record<string, string>;
  defaultSort: string;
  /** A unique expression to break ties, so pages never repeat or skip rows. */
  tieBreak: string;
}

/** `%text%` for ILIKE with the user's % and _ taken literally. */
const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of a list: search, sort and paging by the admin list query; an unknown sort is a 422. */
export async function pagedList<R extends object>(
  run: Run,
  spec: ListSpec,
  query: ListQuery,
): Promise<{ rows: R[]; total: number }> {
  const sortName = query.sort ?? spec.defaultSort;
  const sort = spec.sorts[sortName];
  if (!sort)
    throw new HttpError(422, 'VALIDATION', 'Unknown sort.', { errors: { sort: 'validation.invalid' } });
  const values: unknown[] = [];
  let where = '';
  if (query.search) {
    values.push(pattern(query.search));
    where = `WHERE (${spec.search.map((column) => `${column} ILIKE $1`).join(' OR ')})`;
  }
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  const [page, count] = await Promise.all([
    run.query<R>(
      `${spec.select} ${where} ORDER BY ${sort} ${direction}, ${spec.tieBreak}
       LIMIT ${Number(query.limit)} OFFSET ${Number(query.skip)}`,
      values,
    ),
    run.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${spec.select} ${where}) AS matched`,
      values,
    ),
  ]);
  return { rows: page.rows, total: count.rows[0]!.total };
}

/** A unique constraint refused the change: 409 with the field and its message key. */
export function conflictOf(error: unknown, field: string, key: string): unknown {
  if ((error as { code?: string } | null)?.code !== '23505') return error;
  return new HttpError(409, 'ALREADY_EXISTS', 'Already exists.', { errors: { [field]: key } });
}

/** 404 for an id that names no row (a malformed id included). */
export const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such record.');

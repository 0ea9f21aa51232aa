import { type SQL, sql } from 'drizzle-orm';
import type { SiteLang } from '../../http/request-lang';

/**
 * A constant's text in the reader's language (its `translations` column,
 * schema/catalogue.ts), else the row's own. `table` and `field` are names from
 * the code, never from a request.
 */
export function localized(table: string, field: string, lang: SiteLang): SQL {
  const own = sql.raw(`${table}.${field}`);
  if (lang === 'en') return own;
  return sql`COALESCE(NULLIF(${sql.raw(table)}.translations -> ${lang} ->> ${field}, ''), ${own})`;
}

import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The migrated, seeded PGlite data dir of this run, made once and copied by each test file. */
export const templateDir = () => join(tmpdir(), `elearn-api-template-${process.env.JEST_RUN_ID ?? 'local'}`);

/** The same on a PostgreSQL server (TEST_DATABASE_URL): a database each test file clones. */
export const templateDatabase = () => `elearn_template_${process.env.JEST_RUN_ID ?? 'local'}`;

/** A URL for another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

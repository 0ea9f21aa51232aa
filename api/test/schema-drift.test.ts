import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { Pool } from 'pg';
import { type Database, openDatabase } from '../src/db/database';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import * as schema from '../src/db/schema';
import { templateDir } from './template';

/*
 * src/db/schema.ts is the one source of the tables: a database made by the
 * committed migrations must be the database schema.ts describes, column by
 * column, constraint by constraint, index by index (names included, so a
 * later migration can alter them on databases made long ago).
 */

/** What a database is made of, in a form two databases can be compared by. */
async function describe(pool: Pool) {
  const rows = async (sql: string) => (await pool.query(sql)).rows;
  return {
    columns: await rows(`
      SELECT table_name, column_name, data_type, numeric_precision, numeric_scale, is_nullable, column_default
      FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`),
    constraints: await rows(`
      SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY table_name, conname`),
    indexes: await rows(`
      SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
      ORDER BY tablename, indexname`),
  };
}

const dirs: string[] = [];
const opened: Database[] = [];
/** An empty PGlite database, or a copy of the run's template (made by the committed migrations). */
async function openPglite(fromTemplate: boolean): Promise<Database> {
  const dataDir = mkdtempSync(join(tmpdir(), 'elearn-drift-'));
  dirs.push(dataDir);
  if (fromTemplate) cpSync(join(templateDir(), 'pg'), join(dataDir, 'pg'), { recursive: true });
  const database = await openDatabase({ dataDir });
  opened.push(database);
  return database;
}
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const declared = () => generateDrizzleJson(schema);

it('makes, from the migrations, the database that schema.ts declares', async () => {
  const [byMigrations, bySchema] = await Promise.all([openPglite(true), openPglite(false)]);
  for (const statement of await generateMigration(generateDrizzleJson({}), declared())) {
    await bySchema.pool.query(statement);
  }
  const made = await describe(byMigrations.pool);
  const tables = new Set(made.columns.map((c) => c.table_name));
  const tableNames = Object.values(declared().tables as Record<string, { name: string }>).map((t) => t.name);
  expect([...tables].sort()).toEqual(tableNames.sort());
  expect(made).toEqual(await describe(bySchema.pool));
}, 120_000);

it('has the whole schema in the last snapshot, so the next db:generate writes nothing', async () => {
  const snapshots = readdirSync(join(MIGRATIONS_DIR, 'meta'))
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort();
  const last = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', snapshots.at(-1)!), 'utf8'));
  expect(await generateMigration(last, declared())).toEqual([]);
});

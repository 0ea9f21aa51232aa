import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { type Database, openDatabase } from '../src/db/database';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { databaseUrl, templateDatabase, templateDir } from './template';

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
const serverDatabases: string[] = [];
const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * An empty database, or a copy of the run's template (made by the committed
 * migrations): PGlite, or on the PostgreSQL server when the run has one.
 */
async function openDrift(fromTemplate: boolean): Promise<Database> {
  const dataDir = mkdtempSync(join(tmpdir(), 'elearn-drift-'));
  dirs.push(dataDir);
  let database: Database;
  if (serverUrl) {
    const name = `elearn_drift_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new Pool({ connectionString: serverUrl, max: 1 });
    await admin.query(`CREATE DATABASE ${name}${fromTemplate ? ` TEMPLATE ${templateDatabase()}` : ''}`);
    await admin.end();
    serverDatabases.push(name);
    database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir });
  } else {
    if (fromTemplate) cpSync(join(templateDir(), 'pg'), join(dataDir, 'pg'), { recursive: true });
    database = await openDatabase({ dataDir });
  }
  opened.push(database);
  return database;
}
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  if (serverUrl && serverDatabases.length) {
    const admin = new Pool({ connectionString: serverUrl, max: 1 });
    for (const name of serverDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

/** What drizzle-kit makes of schema.ts (test/declared-schema.ts, in its own process). */
function declaredSchema(): { tables: string[]; create: string[]; sinceLast: string[] } {
  const snapshots = readdirSync(join(MIGRATIONS_DIR, 'meta'))
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort();
  const tsx = join(__dirname, '../node_modules/.bin/tsx');
  const out = execFileSync(
    tsx,
    [join(__dirname, 'declared-schema.ts'), join(MIGRATIONS_DIR, 'meta', snapshots.at(-1)!)],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(out.toString());
}
let declared: ReturnType<typeof declaredSchema>;
beforeAll(() => {
  declared = declaredSchema();
}, 60_000);

it('makes, from the migrations, the database that schema.ts declares', async () => {
  const [byMigrations, bySchema] = await Promise.all([openDrift(true), openDrift(false)]);
  for (const statement of declared.create) {
    await bySchema.pool.query(statement);
  }
  const made = await describe(byMigrations.pool);
  const tables = new Set(made.columns.map((c) => c.table_name));
  expect([...tables].sort()).toEqual([...declared.tables].sort());
  expect(made).toEqual(await describe(bySchema.pool));
}, 120_000);

it('has the whole schema in the last snapshot, so the next db:generate writes nothing', () => {
  expect(declared.sinceLast).toEqual([]);
});

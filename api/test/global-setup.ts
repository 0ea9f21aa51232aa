import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Pool } from 'pg';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed';
import { templateDb, templateDir } from './template';

/**
 * Prepares one migrated, seeded database to copy per test file: a PGlite data
 * dir (copying it takes ~0.5 s, a fresh init ~3-7 s), or a template database
 * on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export default async function globalSetup(): Promise<void> {
  process.env.JEST_RUN_ID = randomUUID().slice(0, 8);
  const TEMPLATE_DIR = templateDir();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const TEMPLATE_DB = templateDb();
    const admin = new Pool({ connectionString: serverUrl, max: 1 });
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: TEMPLATE_DIR });
    await migrate(database.pool);
    await seedDemo(database.pool);
    await database.close();
    return;
  }
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: TEMPLATE_DIR });
  await migrate(database.pool);
  await seedDemo(database.pool);
  await database.close();
}

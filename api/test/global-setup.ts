import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Pool } from 'pg';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/seed-demo';
import { databaseUrl, templateDatabase, templateDir } from './template';

/**
 * Prepares one migrated, seeded database per run for the test files to copy:
 * a PGlite data dir (a copy opens in ~0.5 s where a fresh one takes ~3 s), or,
 * when TEST_DATABASE_URL names a PostgreSQL server, a template database there.
 */
export default async function globalSetup(): Promise<void> {
  process.env.JEST_RUN_ID = randomUUID().slice(0, 8);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new Pool({ connectionString: serverUrl, max: 1 });
    await admin.query(`CREATE DATABASE ${templateDatabase()}`);
    await admin.end();
  }
  const database = await openDatabase(
    serverUrl
      ? { databaseUrl: databaseUrl(serverUrl, templateDatabase()), dataDir: templateDir() }
      : { dataDir: templateDir() },
  );
  try {
    await migrate(database.pool);
    // Nobody listens yet: the seed pushes nothing.
    await seedDemo({ database, now: () => new Date(), realtime: { emitToUser: () => undefined } });
  } finally {
    await database.close();
  }
}

export function removeTemplate(): void {
  rmSync(templateDir(), { recursive: true, force: true });
}

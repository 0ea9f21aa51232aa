import { rmSync } from 'node:fs';
import { Pool } from 'pg';
import { templateDb, templateDir } from './template';

export default async function globalTeardown(): Promise<void> {
  const TEMPLATE_DIR = templateDir();
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) {
    const admin = new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb()} WITH (FORCE)`);
    await admin.end();
  }
}

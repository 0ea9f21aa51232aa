import { Pool } from 'pg';
import { removeTemplate } from './global-setup';
import { templateDatabase } from './template';

export default async function globalTeardown(): Promise<void> {
  removeTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new Pool({ connectionString: serverUrl, max: 1 });
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase()} WITH (FORCE)`);
    await admin.end();
  }
}

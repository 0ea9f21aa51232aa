import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/database';
import { templateDir } from './template';

// Only on the PGlite leg: it is about the embedded database's own process.
const onPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

onPglite('embedded database', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'elearn-embedded-'));
    cpSync(join(templateDir(), 'pg'), join(dataDir, 'pg'), { recursive: true });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process on the same data dir, and frees it on close', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/exited with code 3/);
      expect((await first.pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBeGreaterThan(0);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
  });

  it('takes over the lock of a process that died', async () => {
    writeFileSync(join(dataDir, 'pg.lock'), '999999999');
    const database = await openDatabase({ dataDir });
    try {
      // A generous wait: this is about the lock, and a busy machine answers the first query slowly.
      expect(await database.ping(20_000)).toBe(true);
    } finally {
      // Also when it fails: an open child process would keep the test worker from exiting.
      await database.close();
    }
  });
});

import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../src/db/migrate';

const API_DIR = join(__dirname, '..');

it('has a committed migration for every change in src/db/schema.ts', () => {
  const out = mkdtempSync(join(tmpdir(), 'elearn-drizzle-'));
  try {
    cpSync(MIGRATIONS_DIR, out, { recursive: true });
    const config = join(out, 'drizzle.config.cjs');
    writeFileSync(
      config,
      `module.exports = { dialect: 'postgresql', schema: ${JSON.stringify(join(API_DIR, 'src/db/schema.ts'))}, out: ${JSON.stringify(out)} };`,
    );
    const before = readdirSync(out).filter((f) => f.endsWith('.sql'));
    execFileSync(join(API_DIR, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', config], {
      cwd: API_DIR,
      stdio: 'pipe',
    });
    expect(readdirSync(out).filter((f) => f.endsWith('.sql'))).toEqual(before);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

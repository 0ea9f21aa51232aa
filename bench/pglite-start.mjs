#!/usr/bin/env node
/**
 * PGlite's start time and resident memory by how it is opened: a fresh data
 * dir (initdb), reopening one, reopening with `relaxedDurability`, a fresh
 * dir loaded from a dump (`loadDataDir`), and a smaller `initialMemory`. Each
 * variant runs in a child of its own, as the API's pglite-server.mjs does.
 * A measurement, not a test.
 *
 *   node bench/pglite-start.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pglite = createRequire(join(import.meta.dirname, '../api/package.json')).resolve(
  '@electric-sql/pglite',
);

/** Opens PGlite in a fresh node with `options` (JS source), answers { ms, rssMiB }. */
function open(dataDir, options = '{}', before = '') {
  const code = `
    const { PGlite } = await import(${JSON.stringify(pglite)});
    ${before}
    const started = performance.now();
    const db = await PGlite.create(${JSON.stringify(dataDir)}, ${options});
    await db.query('SELECT 1');
    const ms = Math.round(performance.now() - started);
    const rssMiB = Math.round(process.memoryUsage().rss / 2 ** 20);
    await db.close();
    console.log(JSON.stringify({ ms, rssMiB }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }),
  );
}

const dir = mkdtempSync(join(tmpdir(), 'elearn-pglite-start-'));
const data = join(dir, 'pg');
const dumpFile = join(dir, 'dump.tar.gz');
try {
  const results = {
    fresh: open(data),
    reopen: open(data),
    reopenRelaxedDurability: open(data, '{ relaxedDurability: true }'),
    reopenInitialMemory256MiB: open(data, '{ initialMemory: 256 * 2 ** 20 }'),
  };
  // A dump of the fresh dir, then a new dir loaded from it instead of running initdb.
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { PGlite } = await import(${JSON.stringify(pglite)});
       const db = await PGlite.create(${JSON.stringify(data)});
       const blob = await db.dumpDataDir('gzip');
       await (await import('node:fs/promises')).writeFile(${JSON.stringify(dumpFile)}, Buffer.from(await blob.arrayBuffer()));
       await db.close();`,
    ],
    { stdio: 'inherit' },
  );
  results.freshFromDump = open(
    join(dir, 'loaded'),
    '{ loadDataDir: new Blob([dump]) }',
    `const dump = await (await import('node:fs/promises')).readFile(${JSON.stringify(dumpFile)});`,
  );
  console.table(results);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

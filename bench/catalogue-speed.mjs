#!/usr/bin/env node
/**
 * Catalogue speed: GET /course/filterCourses (browse, English and Arabic text
 * search, search with filters) and the course page with 10,000 courses, as a
 * ratio of a bare Fastify hello-world measured right before each call in the
 * same run (autocannon, 50 connections), with p99, on PGlite and on a
 * PostgreSQL server. A measurement, not a test; writes
 * bench/results/catalogue-speed.json.
 *
 *   node bench/catalogue-speed.mjs
 *   BENCH_DB=postgres BENCH_SECONDS=5 node bench/catalogue-speed.mjs
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../scripts/lib/prerequisites.mjs';
import {
  measureEndpoints,
  runForEachDatabase,
  seedDatabase,
  startApi,
  startHelloWorld,
} from './lib/api-runner.mjs';
import { COURSES_SQL } from './lib/volumes.mjs';

const SEED_SQL = `${COURSES_SQL}
  ANALYZE;`;
const IDS = `SELECT
  (SELECT id FROM educational_systems ORDER BY position LIMIT 1) AS system,
  (SELECT count(*)::int FROM courses) AS courses`;

async function benchDatabase(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'elearn-bench-'));
  const pg = kind === 'postgres' ? await startPostgres() : null;
  if (pg?.skipped) return { skipped: pg.skipped };
  const env = { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
  try {
    await (await startApi(env)).stop();
    const seedStart = performance.now();
    const { rows } = await seedDatabase({ url: pg?.url, dataDir }, SEED_SQL, IDS);
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
    const { system, courses } = rows[0];
    const hello = await startHelloWorld();
    const api = await startApi(env);
    try {
      console.log(`${kind}: ${courses} courses, seeded in ${seedSeconds} s`);
      const q = (text) => encodeURIComponent(text);
      const endpoints = {
        'filterCourses (browse)': '/api/course/filterCourses/academic',
        'filterCourses (browse, page 50)': '/api/course/filterCourses/academic?startIndex=490',
        'filterCourses q=algebra': `/api/course/filterCourses/academic?q=${q('algebra')}`,
        'filterCourses q=الكُسُور': `/api/course/filterCourses/academic?q=${q('الكُسُور')}`,
        'filterCourses q + system + free': `/api/course/filterCourses/academic?q=${q('physics motion')}&educationalSystem=${system}&price=free`,
        'course/bySeoTxt': '/api/course/bySeoTxt/algebra-foundations',
      };
      const results = await measureEndpoints(kind, api.url, hello.url, endpoints);
      return { courses, seedSeconds, endpoints: results };
    } finally {
      await api.stop();
      await hello.stop();
    }
  } finally {
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runForEachDatabase('catalogue-speed', benchDatabase);

#!/usr/bin/env node
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

const LEARNER = { email: 'learner@demo.test', password: 'Demo1234' };

/** Bulk rows in plain SQL (generate_series): seconds, not minutes. */
const SEED_SQL = `
  INSERT INTO users (role, first_name, last_name, email, password_hash)
    SELECT 'Learner', 'Bench', 'User ' || i, 'bench' || i || '@bench.test', 'not-a-hash'
    FROM generate_series(1, 10000) i;
  INSERT INTO year_exps (user_id, year, xp, last_status_up)
    SELECT id, extract(year FROM now())::int, 1 + (abs(hashtext(id::text)) % 5000), now()
    FROM users WHERE email LIKE '%@bench.test'
    ON CONFLICT (user_id, year) DO UPDATE SET xp = excluded.xp;
  INSERT INTO forum_posts (seo_txt, course_id, user_id, content, created_at, updated_at)
    SELECT 'bench-post-' || i, cp.course_id, cp.user_id, '<p>Bench post ' || i || '</p>',
      now() - i * interval '1 minute', now() - i * interval '1 minute'
    FROM generate_series(1, 10000) i,
      (SELECT p.course_id, p.user_id FROM course_progress p JOIN users u ON u.id = p.user_id
       WHERE u.email = '${LEARNER.email}' ORDER BY p.course_id LIMIT 1) cp;
  INSERT INTO notifications (user_id, event_short, template, template_type, attributes, created_at, seen_at)
    SELECT u.id, 'bench', 'notifications.bench', 'text', '{"n":"1"}'::jsonb,
      now() - i * interval '1 second', CASE WHEN i % 10 = 0 THEN NULL ELSE now() END
    FROM generate_series(1, 100000) i, users u WHERE u.email = '${LEARNER.email}';
  ANALYZE;`;
const BENCH_COURSE = `SELECT DISTINCT course_id FROM forum_posts WHERE seo_txt = 'bench-post-1'`;

async function seed(database) {
  const { rows } = await seedDatabase(database, SEED_SQL, BENCH_COURSE);
  return rows[0].course_id;
}

async function login(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LEARNER),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
}

async function get(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function benchDatabase(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'elearn-bench-'));
  const pg = kind === 'postgres' ? await startPostgres() : null;
  if (pg?.skipped) return { skipped: pg.skipped };
  const env = { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
  try {
    // First start: migrations and demo data; then the bulk rows, with the API stopped (PGlite is single-user).
    await (await startApi(env)).stop();
    const seedStart = performance.now();
    const courseId = await seed({ url: pg?.url, dataDir });
    const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
    const hello = await startHelloWorld();
    const api = await startApi(env);
    try {
      const token = await login(api.url);
      const me = await get(`${api.url}/api/user/me`, token);
      const page = await get(`${api.url}/api/forum/listPosts/${courseId}`, token);
      console.log(`${kind}: seeded in ${seedSeconds} s; ${me.user.email} sees ${page.length} posts a page`);
      const endpoints = {
        'user/me': '/api/user/me',
        'notification/listAll': '/api/notification/listAll',
        'forum/listPosts': `/api/forum/listPosts/${courseId}`,
        'exp/getYearRanking': '/api/exp/getYearRanking',
      };
      const results = await measureEndpoints(kind, api.url, hello.url, endpoints, {
        authorization: `Bearer ${token}`,
      });
      return { seedSeconds, endpoints: results };
    } finally {
      await api.stop();
      await hello.stop();
    }
  } finally {
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runForEachDatabase('api-speed', benchDatabase);

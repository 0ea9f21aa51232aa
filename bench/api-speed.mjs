#!/usr/bin/env node
/**
 * The API's main list endpoints with realistic volumes (100k notifications of the demo learner,
 * 10k forum posts in one course, 10k more users with XP this year, 10k more courses), as a ratio
 * of a bare Fastify hello-world measured right before each call (autocannon, 50 connections), and
 * the p99 at half of the call's maximum rate (beside the hello-world's at half of its own), on
 * PGlite and on a PostgreSQL server. Writes bench/results/api-speed.json and its section of
 * docs/BENCHMARKS.md. A measurement, not a test.
 *
 *   node scripts/pnpm.mjs --filter bench api-speed
 *   BENCH_DB=postgres BENCH_SECONDS=5 node bench/api-speed.mjs
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../scripts/lib/prerequisites.mjs';
import {
  measureEndpoints,
  runForEachDatabase,
  seedDatabase,
  startApi,
  startHelloWorld,
} from './lib/api-runner.mjs';
import { COURSES_SQL, peopleSql } from './lib/volumes.mjs';

const LEARNER = { email: 'learner@demo.test', password: 'Demo1234' };
const ADMIN = { email: 'admin@demo.test', password: 'Demo1234' };
/** The goals of issue 19: ratio on PostgreSQL, p99 at half the maximum rate per database. */
const GOALS = { ratioPostgres: 0.35, p99HalfRateMs: { postgres: 10, pglite: 25 } };

/** Bulk rows in plain SQL (generate_series): seconds, not minutes. */
const SEED_SQL = `${peopleSql(LEARNER.email)}${COURSES_SQL}
  ANALYZE;`;
const BENCH_COURSE = `SELECT DISTINCT course_id FROM forum_posts WHERE seo_txt = 'bench-post-1'`;

async function seed(database) {
  const { rows } = await seedDatabase(database, SEED_SQL, BENCH_COURSE);
  return rows[0].course_id;
}

async function login(url, account = LEARNER) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
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
      const adminToken = await login(api.url, ADMIN);
      const me = await get(`${api.url}/api/user/me`, token);
      const page = await get(`${api.url}/api/forum/listPosts/${courseId}`, token);
      console.log(`${kind}: seeded in ${seedSeconds} s; ${me.user.email} sees ${page.length} posts a page`);
      const endpoints = {
        'user/me': '/api/user/me',
        'notification/listAll': '/api/notification/listAll',
        'forum/listPosts': `/api/forum/listPosts/${courseId}`,
        'exp/getYearRanking': '/api/exp/getYearRanking',
        'course/filterCourses (browse)': '/api/course/filterCourses/academic',
        'admin/users (admin)': '/api/admin/users',
      };
      const results = await measureEndpoints(
        kind,
        api.url,
        hello.url,
        endpoints,
        (name) => ({ authorization: `Bearer ${name.endsWith('(admin)') ? adminToken : token}` }),
        { halfRate: true },
      );
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

const results = await runForEachDatabase('api-speed', benchDatabase);

const num = (n) => Math.round(n).toLocaleString('en-US').replace(/,/g, '\u202f');
function section() {
  const kinds = Object.keys(results.databases).filter((k) => results.databases[k].endpoints);
  const names = Object.keys(results.databases[kinds[0]]?.endpoints ?? {});
  const lines = [
    `Measured ${results.date.slice(0, 10)} on this ${cpus().length}-core machine, load average ${results.loadAverage
      .map((l) => l.toFixed(1))
      .join(
        ' → ',
      )} (start, after each database). autocannon, ${results.connections} connections, ${results.seconds} s a call`,
    'after a 2 s warm-up; ratio = req/s ÷ the bare Fastify hello-world measured right before it. Then',
    `${results.seconds} s of a paced, open-loop load at half the call's own maximum (each millisecond sends what is due,`,
    'latency counted from when a request was due) for its p99, and the hello-world at the same rate right after for the',
    "baseline's. Seeded: " +
      kinds.map((k) => `${k} ${results.databases[k].seedSeconds} s`).join(', ') +
      '. Goals: ratio ≥ 0.35× on PostgreSQL; p99 at half rate ≤ 10 ms on PostgreSQL, ≤ 25 ms on PGlite.',
    '',
    `| call | ${kinds.map((k) => `${k}: req/s (hello-world) · ratio · p99 at max`).join(' | ')} | ${kinds
      .map((k) => `${k}: p99 at half rate (hello-world's at that rate)`)
      .join(' | ')} |`,
    `|---|${kinds.map(() => '---|---|').join('')}`,
  ];
  for (const name of names) {
    const cells = kinds.map((k) => {
      const r = results.databases[k].endpoints[name];
      const miss = k === 'postgres' && r.ratio < GOALS.ratioPostgres;
      return `${num(r.rps)} (${num(r.helloWorldRps)}) · ${miss ? `**${r.ratio}×**` : `${r.ratio}×`} · ${r.p99Ms} ms${r.failed ? ` · ${r.failed} failed` : ''}`;
    });
    const half = kinds.map((k) => {
      const r = results.databases[k].endpoints[name];
      const over = r.halfRate.p99Ms > GOALS.p99HalfRateMs[k];
      return `${over ? `**${r.halfRate.p99Ms} ms**` : `${r.halfRate.p99Ms} ms`} at ${num(r.halfRate.target)}/s (${r.helloWorldHalfRate.p99Ms} ms)${r.halfRate.failed ? ` · ${r.halfRate.failed} failed` : ''}`;
    });
    lines.push(`| \`${name}\` | ${[...cells, ...half].join(' | ')} |`);
  }
  for (const k of Object.keys(results.databases).filter((k) => results.databases[k].skipped))
    lines.push('', `${k}: skipped (${results.databases[k].skipped}).`);
  return lines.join('\n');
}
if (!process.env.BENCH_API_DIR) {
  const doc = join(import.meta.dirname, '../docs/BENCHMARKS.md');
  const text = `<!-- api-speed:start -->\n${section()}\n<!-- api-speed:end -->`;
  writeFileSync(
    doc,
    readFileSync(doc, 'utf8').replace(/<!-- api-speed:start -->[\s\S]*<!-- api-speed:end -->/, text),
  );
  console.log(text);
}

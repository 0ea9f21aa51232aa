#!/usr/bin/env node
/**
 * Where one list call's time goes under the paced load of api-speed.mjs: the same volumes, the
 * API started with V8's CPU profiler, the call's maximum rate measured, then a paced load at half
 * of it. Prints the latency, the share of the API's CPU time in the garbage collector, idle and
 * the busiest functions (self time), and writes the .cpuprofile under bench/results/profiles/ for
 * Chromium's DevTools. A diagnosis, not a test.
 *
 *   BENCH_DB=postgres BENCH_CALL=notification/listAll node bench/api-profile.mjs
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../scripts/lib/prerequisites.mjs';
import { measure, paced, seedDatabase, startApi } from './lib/api-runner.mjs';
import { COURSES_SQL, peopleSql } from './lib/volumes.mjs';

const LEARNER = { email: 'learner@demo.test', password: 'Demo1234' };
const ADMIN = { email: 'admin@demo.test', password: 'Demo1234' };
const KIND = process.env.BENCH_DB ?? 'postgres';
const CALL = process.env.BENCH_CALL ?? 'notification/listAll';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PATHS = {
  'user/me': () => '/api/user/me',
  'notification/listAll': () => '/api/notification/listAll',
  'forum/listPosts': (courseId) => `/api/forum/listPosts/${courseId}`,
  'exp/getYearRanking': () => '/api/exp/getYearRanking',
  'course/filterCourses': () => '/api/course/filterCourses/academic',
  'admin/users': () => '/api/admin/users',
};

async function login(url, account) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login: ${response.status}`);
  return (await response.json()).accessToken;
}

/** Self time per function (name and file:line) from a V8 .cpuprofile, largest first. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const ticks = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url ? `${url.replace(/^.*\/(node_modules|api)\//, '$1/')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${file}`.trim();
    ticks.set(key, (ticks.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  return [...ticks].sort((a, b) => b[1] - a[1]);
}

const dataDir = mkdtempSync(join(tmpdir(), 'elearn-profile-'));
const profileDir = mkdtempSync(join(tmpdir(), 'elearn-cpuprof-'));
const pg = KIND === 'postgres' ? await startPostgres() : null;
if (pg?.skipped) throw new Error(`no PostgreSQL: ${pg.skipped}`);
const env = { DATA_DIR: dataDir, ...(pg ? { DATABASE_URL: pg.url } : {}) };
try {
  await (await startApi(env)).stop();
  const { rows } = await seedDatabase(
    { url: pg?.url, dataDir },
    `${peopleSql(LEARNER.email)}${COURSES_SQL} ANALYZE;`,
    `SELECT DISTINCT course_id FROM forum_posts WHERE seo_txt = 'bench-post-1'`,
  );
  const api = await startApi(env, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  let result;
  try {
    const token = await login(api.url, CALL === 'admin/users' ? ADMIN : LEARNER);
    const url = `${api.url}${PATHS[CALL](rows[0].course_id)}`;
    const headers = { authorization: `Bearer ${token}` };
    const max = await measure(url, headers, SECONDS);
    const rate = Math.max(1, Math.round(max.rps / 2));
    const half = await paced(url, headers, rate, SECONDS);
    result = { max, rate, half };
  } finally {
    await api.stop();
  }
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
  const times = selfTimes(profile);
  const total = times.reduce((sum, [, us]) => sum + us, 0);
  const share = (name) => (times.find(([key]) => key === name)?.[1] ?? 0) / total;
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  console.log(`${KIND} ${CALL}: ${Math.round(result.max.rps)} req/s at most (p99 ${result.max.p99Ms} ms);`);
  console.log(`  at ${result.rate}/s: p50 ${result.half.p50Ms} ms, p99 ${result.half.p99Ms} ms`);
  console.log(
    `  API CPU profile (${(total / 1e6).toFixed(1)} s): idle ${pct(share('(idle)'))}, garbage collector ${pct(share('(garbage collector)'))}, program ${pct(share('(program)'))}`,
  );
  for (const [key, us] of times.slice(0, 25)) console.log(`  ${pct(us / total).padStart(7)}  ${key}`);
  const out = join(import.meta.dirname, 'results', 'profiles');
  mkdirSync(out, { recursive: true });
  renameSync(join(profileDir, file), join(out, `${KIND}-${CALL.replace(/\W+/g, '-')}.cpuprofile`));
} finally {
  pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}

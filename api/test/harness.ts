import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import { type Database, openDatabase } from '../src/db/database';
import { templateDb, templateDir } from './template';

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  /** A movable clock for lockout tests. */
  clock: { now: Date };
  /** Listens on a free loopback port (for socket tests); returns the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

async function freshDatabase(dataDir: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    cpSync(join(templateDir(), 'pg'), join(dataDir, 'pg'), { recursive: true });
    return { database: await openDatabase({ dataDir }), drop: async () => undefined };
  }
  const name = `elearn_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb()}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString(), dataDir }),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The API on its own copy of the seeded test database. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'elearn-api-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: '8080',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
  const { database, drop } = await freshDatabase(dataDir);
  const clock = { now: new Date() };
  const { app, ctx } = await buildApp(config, database, () => clock.now);
  return {
    app,
    ctx,
    config,
    clock,
    async listen() {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const ORIGIN = 'http://localhost:8080';
/** Headers our own pages send on the cookie-authenticated calls. */
export const SAME_SITE = { origin: ORIGIN, 'x-requested-with': 'elearn' };

export const DEMO = { email: 'learner@demo.test', password: 'Demo1234' };

/** The refresh cookie's value from a response, if it set one. */
export function refreshCookie(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((c) => c.name === 'elearn_refresh')?.value;
}

let counter = 0;
export function newUser(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    firstName: 'Amal',
    lastName: 'Hassan',
    email: `amal.${Date.now()}.${counter}@example.test`,
    password: 'secret123',
    confirmPassword: 'secret123',
    ...overrides,
  };
}

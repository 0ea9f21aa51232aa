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
import { trackServer } from './running-servers';
import { databaseUrl, templateDatabase, templateDir } from './template';

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  /** The app's clock; move `clock.now` to skip time (lockout, token expiry). */
  clock: { now: Date };
  /** Listens on a free loopback port (for socket tests); returns the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** A private copy of the seeded template: a PGlite data dir, or a database cloned on the server. */
async function copyOfTemplate(dataDir: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    cpSync(join(templateDir(), 'pg'), join(dataDir, 'pg'), { recursive: true });
    return { database: await openDatabase({ dataDir }), drop: async () => undefined };
  }
  const name = `elearn_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase()}`);
  return {
    database: await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir }),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Listens on a free loopback port; the base URL. */
async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Settings of every test server; a test file overrides what it is about. */
export const TEST_ENV = {
  LOG_LEVEL: 'silent',
  PORT: '8080',
  LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
  ERROR_LOG_RATE_LIMIT_PER_MINUTE: '10000',
  // Suites upload more in a minute than a person would; test/upload-quota.test.ts sets its own.
  UPLOADS_PER_MINUTE: '10000',
};

/** The API on its own copy of the seeded test database. */
export function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  return trackServer((done) => openTestServer(env, done));
}

async function openTestServer(env: Record<string, string>, onClose: () => void): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'elearn-api-test-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...env });
  const { database, drop } = await copyOfTemplate(dataDir);
  const clock = { now: new Date() };
  const { app, ctx } = await buildApp(config, database, () => clock.now);
  let closing: Promise<void> | undefined;
  return {
    app,
    ctx,
    config,
    clock,
    listen: () => listenOnLoopback(app),
    // Once only: the file's afterAll and closeRunningServers may both ask.
    close() {
      closing ??= (async () => {
        onClose();
        await app.close();
        await database.close();
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}

/**
 * Another API process on the first one's database, data directory (so the
 * same signing secret) and clock, with `env` as its settings: what a second
 * machine behind a load balancer is. Closing it leaves the database open.
 */
export function startSecondProcess(first: TestServer, env: Record<string, string> = {}): Promise<TestServer> {
  return trackServer(async (done) => {
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: first.config.dataDir, ...env });
    const { app, ctx } = await buildApp(config, first.ctx.database, () => first.clock.now);
    let closing: Promise<void> | undefined;
    return {
      app,
      ctx,
      config,
      clock: first.clock,
      listen: () => listenOnLoopback(app),
      close() {
        closing ??= (async () => {
          done();
          await app.close();
        })();
        return closing;
      },
    };
  });
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { TEST_ENV } from './harness';
import { stubDatabase } from './stub-database';

/** Security headers on the pages, the remotes' files and the API's answers (issue 9). */

const dirs: string[] = [];
const apps: FastifyInstance[] = [];
async function site(env: Record<string, string> = {}) {
  const staticDir = mkdtempSync(join(tmpdir(), 'elearn-headers-'));
  dirs.push(staticDir);
  mkdirSync(join(staticDir, 'shell'));
  mkdirSync(join(staticDir, 'remotes/mf-header/1.0.0'), { recursive: true });
  writeFileSync(join(staticDir, 'shell/index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(staticDir, 'remotes/mf-header/1.0.0/remoteEntry.js'), 'var header;');
  writeFileSync(join(staticDir, 'remotes.json'), '{"remotes":[]}');
  const config = loadConfig({ ...TEST_ENV, STATIC_DIR: staticDir, DATA_DIR: staticDir, ...env });
  const { app } = await buildApp(config, stubDatabase(true));
  apps.push(app);
  return app;
}
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v.join(' ')]),
  );

describe('security headers', () => {
  it('sends the Content-Security-Policy and the other headers on pages, remotes and API answers', async () => {
    const app = await site();
    for (const url of [
      '/en/dashboard',
      '/remotes/mf-header/1.0.0/remoteEntry.js',
      '/remotes.json',
      '/api/health',
      '/api/nope',
      '/push-sw.js',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect([url, response.statusCode < 500]).toEqual([url, true]);
      expect(directives(response.headers['content-security-policy'] as string)).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob:",
        'media-src': "'self'",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'worker-src': "'self'",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // http here: no HSTS, which would pin a local site to https.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets a shell elsewhere load the remotes, and keeps the uploads sandboxed', async () => {
    const app = await site();
    const remote = await app.inject({ url: '/remotes/mf-header/1.0.0/remoteEntry.js' });
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await app.inject({ url: '/en', headers: { accept: 'text/html' } });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('adds HSTS and upgrade-insecure-requests when served over https', async () => {
    const app = await site({ PUBLIC_ORIGIN: 'https://learn.example', PAYMENTS_SANDBOX: 'on' });
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('lets `npm run dev` load its one remote from the dev server', async () => {
    const app = await site({ DEV_REMOTE_ORIGIN: 'http://localhost:3100' });
    const csp = directives(
      (await app.inject({ url: '/api/health' })).headers['content-security-policy'] as string,
    );
    expect(csp['script-src']).toBe("'self' http://localhost:3100");
    expect(csp['connect-src']).toBe("'self' http://localhost:3100 ws://localhost:3100");
  });
});

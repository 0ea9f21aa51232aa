import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { TEST_ENV } from './harness';
import { stubDatabase } from './stub-database';

const SHELL = '<!doctype html><title>shell</title>';
// Big enough to be worth compressing (the server's threshold is 1 KB).
const CHUNK = `export const text = '${'lesson '.repeat(400)}';`;
const REMOTES_JSON = JSON.stringify({ remotes: [], note: 'x'.repeat(2000) });
const FILES: Record<string, string | Buffer> = {
  'remotes.json': REMOTES_JSON,
  'shell/index.html': SHELL,
  'shell/main.3f2a1b.js': 'console.log("shell")',
  'remotes/mf-header/1.0.0/remoteEntry.js': 'var header;',
  'remotes/mf-header/1.0.0/mf-manifest.json': '{}',
  'remotes/mf-header/1.0.0/routes.json': '[]',
  'remotes/mf-header/1.0.0/header.9c8d7e.js': 'export {}',
  // What the build writes: each file and its .br and .gz beside it.
  'remotes/mf-header/1.0.0/big.1a2b3c.js': CHUNK,
  'remotes/mf-header/1.0.0/big.1a2b3c.js.br': brotliCompressSync(CHUNK),
  'remotes/mf-header/1.0.0/big.1a2b3c.js.gz': gzipSync(CHUNK),
  'remotes/mf-header/1.0.0/remoteEntry.js.br': brotliCompressSync('var header;'),
};

let app: FastifyInstance;
let staticDir: string;
let dataDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'elearn-site-'));
  dataDir = mkdtempSync(join(tmpdir(), 'elearn-site-data-'));
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(staticDir, path)), { recursive: true });
    writeFileSync(join(staticDir, path), content);
  }
  const config = loadConfig({ ...TEST_ENV, STATIC_DIR: staticDir, DATA_DIR: dataDir });
  ({ app } = await buildApp(config, stubDatabase(true)));
});
afterAll(async () => {
  await app.close();
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, accept = '*/*') => app.inject({ url, headers: { accept } });

describe('serving the built site (STATIC_DIR)', () => {
  it('serves /remotes.json without caching', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(REMOTES_JSON));
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['remoteEntry.js', 'mf-manifest.json', 'routes.json'])(
    'revalidates the remote entry file %s',
    async (file) => {
      const response = await get(`/remotes/mf-header/1.0.0/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    },
  );

  it("caches a remote's hashed chunks for good, open to other origins", async () => {
    const response = await get('/remotes/mf-header/1.0.0/header.9c8d7e.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it("serves the shell's assets immutable and its index.html revalidated", async () => {
    const asset = await get('/main.3f2a1b.js');
    expect(asset.body).toBe('console.log("shell")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await get('/', 'text/html');
    expect(index.body).toBe(SHELL);
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed brotli or gzip file the browser accepts, cached as the file', async () => {
    const url = '/remotes/mf-header/1.0.0/big.1a2b3c.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it('keeps an entry file revalidated when it is sent compressed', async () => {
    const response = await app.inject({
      url: '/remotes/mf-header/1.0.0/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON made at request time (remotes.json, the API)', async () => {
    const response = await app.inject({ url: '/remotes.json', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(
      JSON.parse(REMOTES_JSON),
    );
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers every page URL with the shell (the browser routes)', async () => {
    for (const url of ['/en', '/ar/dashboard', '/en/course/algebra-foundations?x=1']) {
      const response = await get(url, 'text/html,application/xhtml+xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(SHELL);
    }
    const head = await app.inject({ method: 'HEAD', url: '/en/dashboard', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
  });

  it('answers missing files and unknown API paths with a JSON 404, not the shell', async () => {
    for (const [url, accept] of [
      ['/missing.js', '*/*'],
      ['/remotes/mf-header/9.9.9/remoteEntry.js', 'text/html'],
      ['/api/nothing', 'text/html'],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('GET /api/health with a database that does not answer', () => {
  it('answers 503 with what is down', async () => {
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir });
    const { app: down } = await buildApp(config, stubDatabase(false));
    const response = await down.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'down', realtime: 'up' });
    await down.close();
  });
});

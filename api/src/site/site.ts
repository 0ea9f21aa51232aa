import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { cacheControlFor, NO_CACHE } from './cache-policy';

const isPageRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  !request.url.startsWith('/remotes/') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built site from STATIC_DIR (scripts/lib/deploy.mjs writes it):
 * /remotes.json, /remotes/<name>/<version>/… (CORS open: a shell elsewhere
 * may load them) and the shell at /. Any other page URL gets the shell's
 * index.html, which routes in the browser.
 */
export async function serveSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const shellDir = join(staticDir, 'shell');
  if (!existsSync(join(shellDir, 'index.html'))) {
    throw new Error(`STATIC_DIR: ${staticDir} has no shell/index.html; build the site first (npm run build)`);
  }
  const remotesDir = join(staticDir, 'remotes');
  if (existsSync(remotesDir)) {
    await app.register(fastifyStatic, {
      root: remotesDir,
      prefix: '/remotes/',
      decorateReply: false,
      // The build writes .br and .gz beside each file (shared/mf-config): no compression at request time.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', cacheControlFor(path));
        reply.header('Access-Control-Allow-Origin', '*');
        // Helmet's same-origin default would keep that other shell from running them.
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => reply.header('Cache-Control', cacheControlFor(path)),
  });
  app.get('/remotes.json', (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).sendFile('remotes.json', staticDir),
  );

  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html', shellDir);
  app.get('/', (_request, reply) => sendShell(reply));
  app.setNotFoundHandler((request, reply) => {
    if (isPageRequest(request)) return sendShell(reply);
    throw notFound(request.method, request.url);
  });
}

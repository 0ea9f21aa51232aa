import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFoundBody } from '../http/error-handler';

const NO_CACHE = new Set(['remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'routes.json', 'index.html']);

function setCacheHeaders(reply: FastifyReply, path: string): void {
  const name = path.split('/').pop() ?? '';
  // Entry files change in place on a deploy; everything else has a content hash in its path.
  reply.header('Cache-Control', NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
}

/**
 * Serves the built site from STATIC_DIR (see scripts/lib/deploy.mjs for its
 * layout): /remotes.json, /remotes/<name>/<version>/…, and the shell at /.
 * Any other page URL gets the shell's index.html, which routes in the browser.
 */
export async function serveSite(app: FastifyInstance, staticDir: string): Promise<void> {
  const shellDir = join(staticDir, 'shell');
  if (!existsSync(join(shellDir, 'index.html'))) {
    throw new Error(`STATIC_DIR ${staticDir} has no shell/index.html: build the site first (npm run build)`);
  }
  await app.register(fastifyStatic, {
    root: join(staticDir, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    setHeaders: (res, path) => {
      setCacheHeaders(res, path);
      // A remote may be loaded by a shell on another origin.
      res.header('Access-Control-Allow-Origin', '*');
    },
  });
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    setHeaders: setCacheHeaders,
  });
  const sendShell = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html', shellDir);
  app.get('/remotes.json', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('remotes.json', staticDir),
  );
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/remotes/');
    if (isPage && (request.headers.accept ?? '').includes('text/html')) return sendShell(reply);
    return reply.code(404).send(notFoundBody(request.method, request.url));
  });
}

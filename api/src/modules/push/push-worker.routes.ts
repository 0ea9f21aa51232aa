import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { API_ROOT } from '../../paths';
import { NO_CACHE } from '../../site/cache-policy';

const STATIC = join(API_ROOT, 'static');

/**
 * The push service worker and its notifications' icon, at the site's root: a worker's
 * scope is the folder it is served from, and it must cover every page (scope /).
 * Served with or without STATIC_DIR, so the API alone can be tested with it.
 */
export const pushWorkerRoutes: FastifyPluginAsync = async (app) => {
  const worker = readFileSync(join(STATIC, 'push-sw.js'));
  const icon = readFileSync(join(STATIC, 'push-icon.png'));
  // no-cache: browsers check a worker for updates anyway; a stale one must never stick.
  app.get('/push-sw.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', NO_CACHE).send(worker),
  );
  app.get('/push-icon.png', (_request, reply) =>
    reply.type('image/png').header('cache-control', 'public, max-age=86400').send(icon),
  );
};

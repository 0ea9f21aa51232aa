import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { s3Origin } from '../storage/s3-origin';

/**
 * The Content-Security-Policy of everything we serve (pages, remotes, API answers).
 * Scripts come from our origin only: the shell's index.html has no inline script, and
 * Module Federation loads each remote's remoteEntry.js and chunks from /remotes/ on the
 * same origin, as the calculator's Web Worker is (worker-src falls back to script-src).
 * Styles allow 'unsafe-inline' because antd's CSS-in-JS injects <style>
 * elements at run time (and React sets style attributes); a style cannot run code, so
 * this trades little. 'self' in connect-src covers the socket.io websocket on the same
 * origin (CSP 3 matches ws:/wss: to it). `devRemoteOrigin`: the one remote that
 * `npm run dev` serves from webpack-dev-server, with its reload socket. With an S3
 * bucket, the browser uploads course materials to it and reads them from it
 * (presigned addresses): its origin is allowed to connect and for images and video.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'publicOrigin' | 'devRemoteOrigin'> & Partial<Pick<Config, 's3'>>,
) {
  const dev = config.devRemoteOrigin ? [config.devRemoteOrigin] : [];
  const devSocket = dev.map((origin) => origin.replace(/^http/, 'ws'));
  const storage = config.s3 ? [s3Origin(config.s3)] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...dev],
    'style-src': ["'self'", "'unsafe-inline'", ...dev],
    'img-src': ["'self'", 'data:', 'blob:', ...storage],
    'media-src': ["'self'", ...storage],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...dev, ...devSocket, ...storage],
    // The push service worker, /push-sw.js (modules/push); said outright rather than left to default-src.
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(config.publicOrigin.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Security headers on every answer, by helmet: the CSP above, nosniff,
 * Referrer-Policy strict-origin-when-cross-origin (not no-referrer: the refresh
 * call's CSRF check reads the Referer of our own same-origin GET), frames refused,
 * and HSTS only when the site is served over https (PUBLIC_ORIGIN). The headers
 * never vary by request (no nonces), so helmet is built once: @fastify/helmet
 * built it again on every request, parsing the policy each time (docs/BENCHMARKS.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: config.publicOrigin.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

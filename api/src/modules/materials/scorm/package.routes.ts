import { packageLaunchSchema, scormProgressAnswerSchema, scormProgressSchema } from '@elearn/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { errorResponses } from '../../../http/error-responses';
import { HttpError } from '../../../http/errors';
import { requireUser } from '../../auth/authenticate';
import { packageService } from './package.service';
import { packageRuntime } from './package-runtime';

/*
 * A package's files run as staff-uploaded code, never on the site's origin:
 * the CSP sandbox without allow-same-origin gives the frame an opaque origin
 * (no cookies, storage or DOM of the site). Inline scripts and eval stay
 * allowed inside it, as packages use them; only the site's pages may frame it.
 */
/** What a page may open a package file as: a navigation (the frame, or the file on its own). */
const NAVIGATIONS = new Set(['document', 'iframe', 'frame']);

/**
 * Whether a page of the site's own origin asks for a package file as anything but a
 * navigation (Fetch Metadata: a browser says who asks and for what). Requests without
 * these headers are not from a browser page, and the frame's own are cross-site.
 */
export function loadedBySitePage(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  const dest = request.headers['sec-fetch-dest'];
  return site === 'same-origin' && typeof dest === 'string' && !NAVIGATIONS.has(dest);
}

export const PACKAGE_CSP =
  "sandbox allow-scripts allow-forms allow-popups; default-src 'self' data: blob: 'unsafe-inline' 'unsafe-eval'; frame-ancestors 'self'; base-uri 'self'; form-action 'none'";

const fileParams = z.object({ fileId: z.string().uuid() });

/** SCORM 1.2 packages (docs/adr/0016-scorm-packages.md): launch, the frame's files, the learner's commits. */
export const packageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const packages = packageService(ctx);
    const auth = { onRequest: requireUser(ctx) };

    app.get(
      '/course/packageLaunch/:fileId',
      {
        ...auth,
        schema: {
          params: fileParams,
          response: { 200: packageLaunchSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (r) => packages.launch(r.user!, r.params.fileId),
    );
    app.put(
      '/course/packageProgress/:fileId',
      {
        ...auth,
        bodyLimit: 16 * 1024,
        schema: {
          params: fileParams,
          body: scormProgressSchema,
          response: { 200: scormProgressAnswerSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (r) => packages.saveProgress(r.user!, r.params.fileId, r.body),
    );

    // The frame's requests come from an opaque origin: every answer must allow being read cross-origin.
    app.get('/course/package-runtime.js', async (_r, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=3600')
        .send(await packageRuntime()),
    );
    const serveFile = async (
      fileId: string,
      token: string,
      path: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      // Package files are meant for the sandboxed frame (an opaque origin: its requests are
      // cross-site). Until packages move to a content origin, a page of the site itself may
      // only open them as a frame or a document, never load one as a script, a worker or a
      // style: a `<script src>` injected into a site page would otherwise pass script-src 'self'.
      if (loadedBySitePage(request)) {
        throw new HttpError(403, 'FORBIDDEN', 'Package files open only inside their frame.');
      }
      const found = await packages.file(fileId, token, path);
      if (!found) throw new HttpError(404, 'NOT_FOUND', 'No such file in this package.');
      return (
        reply
          .header('content-type', found.type)
          .header('content-security-policy', PACKAGE_CSP)
          .header('x-frame-options', 'SAMEORIGIN')
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('x-content-type-options', 'nosniff')
          // A copy kept for the frame is never reused for a request of another kind.
          .header('vary', 'Sec-Fetch-Site, Sec-Fetch-Dest')
          // The launch page carries the learner's state of the moment; the rest may be kept a while.
          .header('cache-control', found.launch ? 'private, no-store' : 'private, max-age=600')
          .send(found.data)
      );
    };
    const tokenParams = { fileId: z.string().uuid(), token: z.string().max(200) };
    // The package's root itself (no file) is declared too, so the route table lists the files' route under it.
    app.get('/course/package/:fileId/:token/', { schema: { params: z.object(tokenParams) } }, (r, reply) =>
      serveFile(r.params.fileId, r.params.token, '', r, reply),
    );
    app.get(
      '/course/package/:fileId/:token/*',
      { schema: { params: z.object({ ...tokenParams, '*': z.string().max(1000) }) } },
      (r, reply) => serveFile(r.params.fileId, r.params.token, r.params['*'], r, reply),
    );
  };

import { packageLaunchSchema, scormProgressAnswerSchema, scormProgressSchema } from '@elearn/contracts';
import type { FastifyReply } from 'fastify';
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
    const serveFile = async (fileId: string, token: string, path: string, reply: FastifyReply) => {
      const found = await packages.file(fileId, token, path);
      if (!found) throw new HttpError(404, 'NOT_FOUND', 'No such file in this package.');
      return (
        reply
          .header('content-type', found.type)
          .header('content-security-policy', PACKAGE_CSP)
          .header('x-frame-options', 'SAMEORIGIN')
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('x-content-type-options', 'nosniff')
          // The launch page carries the learner's state of the moment; the rest may be kept a while.
          .header('cache-control', found.launch ? 'private, no-store' : 'private, max-age=600')
          .send(found.data)
      );
    };
    const tokenParams = { fileId: z.string().uuid(), token: z.string().max(200) };
    // The package's root itself (no file) is declared too, so the route table lists the files' route under it.
    app.get('/course/package/:fileId/:token/', { schema: { params: z.object(tokenParams) } }, (r, reply) =>
      serveFile(r.params.fileId, r.params.token, '', reply),
    );
    app.get(
      '/course/package/:fileId/:token/*',
      { schema: { params: z.object({ ...tokenParams, '*': z.string().max(1000) }) } },
      (r, reply) => serveFile(r.params.fileId, r.params.token, r.params['*'], reply),
    );
  };

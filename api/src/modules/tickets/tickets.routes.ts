import {
  MATERIAL_UPLOAD_TYPES,
  type MaterialUploadExtension,
  ticketAttachmentSchema,
  ticketCreateSchema,
  ticketListQuerySchema,
  ticketListSchema,
  ticketReplySchema,
  ticketStatusSchema,
  ticketThreadSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { registerMultipart } from '../../http/multipart';
import { scheduleJobs } from '../../lifecycle/scheduled-jobs';
import { readObject } from '../../storage/object-store';
import { verifySigned } from '../../storage/signed-url';
import { removeUnattachedUploads } from '../../storage/upload-quota';
import { requireUser } from '../auth/authenticate';
import { storeAttachment, TICKET_ATTACHMENT_MAX_BYTES } from './ticket-attachments';
import { ticketsService } from './tickets.service';

const id = z.object({ id: z.string().max(200) });
const signed = z.object({ key: z.string().max(300), exp: z.string().max(20), sig: z.string().max(100) });
const errors = errorResponses(401, 403, 404, 409, 422, 429);
const CLEAN_UP_EVERY_MS = 60 * 60_000;

/** Support tickets (learner-experience §2 /tickets). Any signed-in user; staff see and answer all. */
export const ticketsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tickets = ticketsService(ctx);
    const auth = { onRequest: requireUser(ctx) };
    // Ticket attachments and materials nothing attached, past their grace period (storage/upload-quota.ts).
    scheduleJobs(app, ctx, 'uploads', [removeUnattachedUploads], CLEAN_UP_EVERY_MS);

    app.get(
      '/tickets',
      {
        ...auth,
        schema: { querystring: ticketListQuerySchema, response: { 200: ticketListSchema, ...errors } },
      },
      (r) => tickets.list(r.user!, r.query),
    );
    app.get(
      '/tickets/:id',
      { ...auth, schema: { params: id, response: { 200: ticketThreadSchema, ...errors } } },
      (r) => tickets.thread(r.user!, r.params.id),
    );
    app.post(
      '/tickets',
      { ...auth, schema: { body: ticketCreateSchema, response: { 201: ticketThreadSchema, ...errors } } },
      async (r, reply) => reply.code(201).send(await tickets.create(r.user!, r.body)),
    );
    app.post(
      '/tickets/:id/reply',
      {
        ...auth,
        schema: { params: id, body: ticketReplySchema, response: { 200: ticketThreadSchema, ...errors } },
      },
      (r) => tickets.reply(r.user!, r.params.id, r.body),
    );
    app.put(
      '/tickets/:id/status',
      {
        ...auth,
        schema: { params: id, body: ticketStatusSchema, response: { 200: ticketThreadSchema, ...errors } },
      },
      (r) => tickets.setStatus(r.user!, r.params.id, r.body.status),
    );

    await app.register(async (scope) => {
      await registerMultipart(scope, { fileSize: TICKET_ATTACHMENT_MAX_BYTES, files: 1, fields: 0 });
      scope.post(
        '/tickets/attachment',
        { ...auth, schema: { response: { 201: ticketAttachmentSchema, ...errors } } },
        async (r, reply) => {
          const invalid = () =>
            new HttpError(422, 'VALIDATION', 'Not an accepted file.', {
              errors: { attachment: 'validation.ticketAttachment' },
            });
          const file = await r.file().catch(() => undefined);
          const data = file && (await file.toBuffer().catch(() => null));
          if (!file || !data || file.file.truncated) throw invalid();
          const name = file.filename.slice(0, 200);
          const key = await storeAttachment(ctx, r.user!.id, name, data);
          if (!key) throw invalid();
          return reply.code(201).send({ key, name });
        },
      );
    });

    // Addresses come only inside a thread its reader may see; the signature is the permission.
    app.get('/tickets/file', { schema: { querystring: signed } }, async (r, reply) => {
      if (!verifySigned(ctx, 'get', r.query) || !r.query.key.startsWith('tickets/')) {
        throw new HttpError(403, 'FORBIDDEN', 'This address is not valid or has expired.');
      }
      const data = await readObject(ctx, r.query.key);
      if (!data) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
      const ext = r.query.key.slice(r.query.key.lastIndexOf('.') + 1) as MaterialUploadExtension;
      return reply
        .header('content-type', MATERIAL_UPLOAD_TYPES[ext]?.mime ?? 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(data);
    });
  };

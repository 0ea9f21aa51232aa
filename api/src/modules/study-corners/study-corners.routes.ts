import {
  cornerNotesSchema,
  cornerTimerActionSchema,
  cornerTimerSchema,
  studyCornerNameSchema,
  studyCornerPageSchema,
  studyCornerSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireUser } from '../auth/authenticate';
import { requireStudyCorner, studyCornersService } from './study-corners.service';
import { studyCornerSockets } from './study-corners.sockets';

const id = z.object({ id: z.string().max(200) });
const ok = z.object({ ok: z.literal(true) });
const errors = errorResponses(401, 403, 404, 422);
/** Notes at their longest, escaped in JSON. */
const NOTES_BODY_LIMIT = 20_000 * 6 + 1024;

/** Study corners (authoring §2, §5 "Study corner"): users whose plan has studyCorner. */
export const studyCornersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    let corners: ReturnType<typeof studyCornersService>;
    const emit = studyCornerSockets(ctx, (userId, cornerId) => corners.isMember(userId, cornerId));
    corners = studyCornersService(ctx, emit);
    app.addHook('onRequest', requireUser(ctx));
    app.addHook('preHandler', async (r) => requireStudyCorner(r.user!, ctx.now()));

    app.get('/study-corners', { schema: { response: { 200: z.array(studyCornerSchema), ...errors } } }, (r) =>
      corners.list(r.user!),
    );
    app.post(
      '/study-corners',
      { schema: { body: studyCornerNameSchema, response: { 201: studyCornerSchema, ...errors } } },
      async (r, reply) => reply.code(201).send(await corners.create(r.user!, r.body.name)),
    );
    app.delete(
      '/study-corners/:id',
      { schema: { params: id, response: { 200: ok, ...errors } } },
      async (r) => {
        await corners.remove(r.user!, r.params.id);
        return { ok: true as const };
      },
    );
    app.get(
      '/study-corners/:id',
      { schema: { params: id, response: { 200: studyCornerPageSchema, ...errors } } },
      (r) => corners.page(r.user!, r.params.id),
    );
    app.post(
      '/study-corners/join/:code',
      {
        schema: {
          params: z.object({ code: z.string().max(100) }),
          response: { 200: z.object({ id: z.string() }), ...errors },
        },
      },
      (r) => corners.join(r.user!, r.params.code),
    );
    app.put(
      '/study-corners/:id/timer',
      {
        schema: {
          params: id,
          body: cornerTimerActionSchema,
          response: { 200: cornerTimerSchema, ...errors },
        },
      },
      (r) => corners.timer(r.user!, r.params.id, r.body.action),
    );
    app.put(
      '/study-corners/:id/notes',
      {
        bodyLimit: NOTES_BODY_LIMIT,
        schema: { params: id, body: cornerNotesSchema, response: { 200: ok, ...errors } },
      },
      (r) => corners.saveNotes(r.user!, r.params.id, r.body.notes),
    );
  };

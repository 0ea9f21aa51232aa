import {
  WHITEBOARD_BODY_MAX,
  whiteboardDeleteSchema,
  whiteboardListSchema,
  whiteboardSavedSchema,
  whiteboardSaveSchema,
  whiteboardSchema,
} from '@elearn/contracts';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireUser } from '../auth/authenticate';
import { whiteboardService } from './whiteboard.service';

/** The toolbox's whiteboards (learner-experience §7 `/whiteboard/*`): any signed-in user, own boards only. */
export const whiteboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const boards = whiteboardService(ctx);
    app.addHook('onRequest', requireUser(ctx));

    app.post(
      '/whiteboard/save',
      {
        bodyLimit: WHITEBOARD_BODY_MAX,
        // A board past the limit is the user's drawing, not a broken client: a 422 the toolbox explains
        // (a 413 would be shown as "Something went wrong!").
        errorHandler: (error: FastifyError, _request, reply) => {
          if (error.statusCode === 413)
            return reply.code(422).send({
              code: 'VALIDATION',
              message: 'The whiteboard is too large.',
              errors: { drawings: 'validation.whiteboard.tooLarge' },
            });
          throw error;
        },
        schema: {
          body: whiteboardSaveSchema,
          response: { 200: whiteboardSavedSchema, ...errorResponses(401, 404, 409, 422) },
        },
      },
      (r) => boards.save(r.user!.id, r.body),
    );
    app.get(
      '/whiteboard/getDrawings',
      { schema: { response: { 200: whiteboardListSchema, ...errorResponses(401) } } },
      (r) => boards.list(r.user!.id),
    );
    app.get(
      '/whiteboard/:id',
      {
        schema: {
          params: z.object({ id: z.string().max(100) }),
          response: { 200: whiteboardSchema, ...errorResponses(401, 404, 422) },
        },
      },
      (r) => boards.get(r.user!.id, r.params.id),
    );
    app.post(
      '/whiteboard/delete',
      {
        schema: {
          body: whiteboardDeleteSchema,
          response: { 200: z.object({ deleted: z.literal(true) }), ...errorResponses(401, 404, 422) },
        },
      },
      (r) => boards.remove(r.user!.id, r.body.id),
    );
  };

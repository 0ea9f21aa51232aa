import {
  calendarEventInputSchema,
  calendarEventSchema,
  calendarEventsQuerySchema,
  calendarFeedSchema,
  calendarOccurrenceSchema,
  calendarRangeQuerySchema,
  calendarScopeQuerySchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { requireUser } from '../auth/authenticate';
import { calendarFeed } from './calendar.feed';
import { calendarService } from './calendar.service';

const id = z.object({ id: z.string().max(200) });
const errors = errorResponses(401, 403, 404, 422);

/** The calendar (learner-experience §7: /calender/events, spelled as the spec spells it) and its iCalendar feed. */
export const calendarRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const calendar = calendarService(ctx);
    const feed = calendarFeed(ctx);
    const auth = { onRequest: requireUser(ctx) };

    app.get(
      '/calender/events',
      {
        ...auth,
        schema: {
          querystring: calendarEventsQuerySchema,
          response: { 200: z.array(calendarEventSchema), ...errors },
        },
      },
      (r) => calendar.list(r.user!, r.query.courseId),
    );
    app.get(
      '/calender/occurrences',
      {
        ...auth,
        schema: {
          querystring: calendarRangeQuerySchema,
          response: { 200: z.array(calendarOccurrenceSchema), ...errors },
        },
      },
      (r) => calendar.occurrences(r.user!, new Date(r.query.from), new Date(r.query.to), r.query.courseId),
    );
    app.post(
      '/calender/events',
      {
        ...auth,
        schema: { body: calendarEventInputSchema, response: { 201: calendarEventSchema, ...errors } },
      },
      async (r, reply) => reply.code(201).send(await calendar.create(r.user!, r.body)),
    );
    app.put(
      '/calender/events/:id',
      {
        ...auth,
        schema: {
          params: id,
          querystring: calendarScopeQuerySchema,
          body: calendarEventInputSchema,
          response: { 200: calendarEventSchema, ...errors },
        },
      },
      (r) => calendar.update(r.user!, r.params.id, r.body, r.query.scope, r.query.occurrence),
    );
    app.delete(
      '/calender/events/:id',
      {
        ...auth,
        schema: {
          params: id,
          querystring: calendarScopeQuerySchema,
          response: { 200: z.object({ ok: z.literal(true) }), ...errors },
        },
      },
      (r) => calendar.remove(r.user!, r.params.id, r.query.scope, r.query.occurrence),
    );

    app.get(
      '/calender/feed',
      { ...auth, schema: { response: { 200: calendarFeedSchema, ...errors } } },
      (r) => feed.url(r.user!.id),
    );
    app.post(
      '/calender/feed',
      { ...auth, schema: { response: { 200: calendarFeedSchema, ...errors } } },
      (r) => feed.regenerate(r.user!.id),
    );
    // No session: calendar apps subscribe with the secret address alone.
    app.get(
      '/calender/feed/:file',
      { schema: { params: z.object({ file: z.string().max(200) }) } },
      async (r, reply) => {
        const text = await feed.render(r.params.file, r.log);
        if (text === null) throw new HttpError(404, 'NOT_FOUND', 'No such feed.');
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .send(text);
      },
    );
  };

import {
  askEveAnswerSchema,
  askEveBodySchema,
  EVE_PROMPT_MAX,
  EVE_SCREENSHOT_MAX,
  type EveStreamEvent,
  enhancePromptBodySchema,
  eveStateSchema,
  eveThreadsSchema,
  eveTopicSchema,
  eveTranscriptSchema,
} from '@elearn/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { AiError } from '../ai/ai.provider';
import { enhancePrompt } from '../ai/enhance-prompt';
import { requireCourseRole } from '../auth/access';
import { requireUser } from '../auth/authenticate';
import { topicsOf, transcriptsOf } from './chat.queries';
import { chatService, langOfUrl } from './chat.service';

/** A prompt at the cap, a screenshot at its limit and the envelope. */
const ASK_BODY_LIMIT = EVE_PROMPT_MAX + EVE_SCREENSHOT_MAX + 64 * 1024;
/** Every thread of a user; far above what a year of chatting writes. */
const SAVE_BODY_LIMIT = 16 * 1024 * 1024;

const ok = z.object({ ok: z.literal(true) });
const aiFailure = z.object({ code: z.string(), message: z.string() });
const id = z.object({ id: z.string().max(200) });

/** Writes one Server-Sent Event. */
const send = (reply: FastifyReply, event: EveStreamEvent) =>
  reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);

/** Eve's chat (learner-experience §7): threads, asking (streamed or whole), and the instructors' views. */
export const chatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const chat = chatService(ctx);
    const auth = { onRequest: requireUser(ctx) };
    const instructor = { onRequest: requireCourseRole(ctx, 'id', ['instructor']) };

    app.get(
      '/chat/getOrCreate',
      { ...auth, schema: { response: { 200: eveStateSchema, ...errorResponses(401) } } },
      (r) => chat.state(r.user!),
    );
    app.put(
      '/chat/saveThreads',
      {
        ...auth,
        bodyLimit: SAVE_BODY_LIMIT,
        schema: { body: eveThreadsSchema, response: { 200: ok, ...errorResponses(401, 422) } },
      },
      async (r) => {
        await chat.save(r.user!, r.body.threads);
        return { ok: true as const };
      },
    );

    // Streamed (SSE) when the client accepts text/event-stream, else the whole answer as JSON.
    // Refusals (403 LOCKED, 429 LIMIT_REACHED) are ordinary JSON errors sent before any stream starts.
    app.post(
      '/chat/askEve',
      {
        ...auth,
        bodyLimit: ASK_BODY_LIMIT,
        schema: {
          body: askEveBodySchema,
          response: { 200: askEveAnswerSchema, ...errorResponses(401, 403, 422, 429), 503: aiFailure },
        },
      },
      async (r, reply) => {
        let answer: Awaited<ReturnType<typeof chat.ask>>;
        try {
          answer = await chat.ask(r.user!, r.body);
        } catch (error) {
          if (error instanceof AiError)
            return reply.code(503).send({ code: error.code, message: error.message });
          throw error;
        }
        const citations = answer.citations.map(({ lessonId, lessonName, href, quote }) => ({
          lessonId,
          lessonName,
          href,
          quote,
        }));
        if (!String(r.headers.accept ?? '').includes('text/event-stream')) {
          let text = '';
          try {
            for await (const token of answer.tokens) text += token;
          } catch (error) {
            if (error instanceof AiError)
              return reply.code(503).send({ code: error.code, message: error.message });
            throw error;
          }
          return { answer: text, grounded: answer.grounded, hintsOnly: answer.hintsOnly, citations };
        }
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
        });
        let closed = false;
        reply.raw.on('close', () => {
          closed = true;
        });
        send(reply, { type: 'meta', grounded: answer.grounded, hintsOnly: answer.hintsOnly, citations });
        try {
          for await (const token of answer.tokens) {
            if (closed) break;
            send(reply, { type: 'token', text: token });
          }
          send(reply, { type: 'done' });
        } catch (error) {
          const known = error instanceof AiError;
          if (!known) r.log.error(error);
          send(reply, {
            type: 'error',
            code: known ? error.code : 'INTERNAL',
            message: known ? error.message : 'Something went wrong on our side.',
          });
        }
        reply.raw.end();
      },
    );

    app.post(
      '/chat/enhancePrompt',
      {
        ...auth,
        bodyLimit: ASK_BODY_LIMIT,
        schema: {
          body: enhancePromptBodySchema,
          response: { 200: z.object({ prompt: z.string() }), ...errorResponses(401, 422), 503: aiFailure },
        },
      },
      async (r, reply) => {
        try {
          return { prompt: await enhancePrompt(ctx.ai, r.body.userPrompt, langOfUrl(r.body.currentURL)) };
        } catch (error) {
          if (error instanceof AiError)
            return reply.code(503).send({ code: error.code, message: error.message });
          throw error;
        }
      },
    );

    app.get(
      '/chat/transcripts/:id',
      {
        ...instructor,
        schema: {
          params: id,
          response: { 200: z.array(eveTranscriptSchema), ...errorResponses(401, 403, 404) },
        },
      },
      (r) => transcriptsOf(ctx.database.pool, r.course!.id),
    );
    app.get(
      '/chat/topics/:id',
      {
        ...instructor,
        schema: { params: id, response: { 200: z.array(eveTopicSchema), ...errorResponses(401, 403, 404) } },
      },
      (r) => topicsOf(ctx.database.pool, r.course!.id),
    );
  };

import {
  aiFailureSchema,
  aiLessonSchema,
  aiModuleSchema,
  aiOutcomeSchema,
  enhancedOutcomeModulesSchema,
  enhanceLessonBodySchema,
  enhanceModuleBodySchema,
  enhanceOutcomeBodySchema,
  enhanceOutcomeModulesBodySchema,
  generatedModulesSchema,
  generatedOutcomesSchema,
  generateImageBodySchema,
  generateModulesBodySchema,
  generateOutcomesBodySchema,
} from '@elearn/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { AiError } from '../ai/ai.provider';
import { requireRole } from '../auth/access';
import {
  enhanceLesson,
  enhanceModule,
  enhanceOutcome,
  enhanceOutcomeModules,
  generateModules,
  generateOutcomes,
} from './wizard-outline';

const SYSTEM =
  'You help an instructor write a course: learning outcomes (statement, scope, domain, performance criteria), ' +
  'modules and lessons (name, lesson learning outcomes) that fit the course information given. ' +
  'Keep the ids (tempId) of items you keep; give new items new ids. Answer in JSON only.';

/** The wizard's AI calls (authoring §7), for instructors and staff; offline answers are derived from the draft. */
export const authoringAiRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const authors = { onRequest: requireRole(ctx, 'allFeatures') };
    const responses = <T extends z.ZodType>(ok: T) => ({
      200: ok,
      ...errorResponses(401, 403, 422),
      503: aiFailureSchema,
    });
    /** Asks the model (or the offline derivation); an AiError is a 503 with its code, never a 500. */
    const ask = async <T>(reply: FastifyReply, body: unknown, schema: z.ZodType<T>, offline: () => T) => {
      try {
        return await ctx.ai.complete({
          messages: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: JSON.stringify(body) },
          ],
          schema,
          offline,
        });
      } catch (error) {
        if (error instanceof AiError)
          return reply.code(503).send({ code: error.code, message: error.message });
        throw error;
      }
    };

    app.post(
      '/ai/generateLearningOutcomes',
      {
        ...authors,
        schema: { body: generateOutcomesBodySchema, response: responses(generatedOutcomesSchema) },
      },
      (r, reply) =>
        ask(reply, r.body, generatedOutcomesSchema, () => ({
          learningOutcomes: generateOutcomes(
            r.body.generalCourseInfo,
            r.body.currentLearningOutcomes,
            r.body.userPrompt,
          ),
        })),
    );

    app.post(
      '/ai/enhanceLearningOutcome',
      { ...authors, schema: { body: enhanceOutcomeBodySchema, response: responses(aiOutcomeSchema) } },
      (r, reply) =>
        ask(reply, r.body, aiOutcomeSchema, () =>
          enhanceOutcome(r.body.generalCourseInfo, r.body.givenLearningOutcome, r.body.userPrompt),
        ),
    );

    app.post(
      '/ai/generateModules',
      {
        ...authors,
        schema: { body: generateModulesBodySchema, response: responses(generatedModulesSchema) },
      },
      (r, reply) =>
        ask(reply, r.body, generatedModulesSchema, () => ({
          modules: generateModules(
            r.body.generalCourseInfo,
            r.body.courseLearningOutcomes,
            r.body.currentModules,
            r.body.userPrompt,
          ),
        })),
    );

    app.post(
      '/ai/enhanceLOModules',
      {
        ...authors,
        schema: { body: enhanceOutcomeModulesBodySchema, response: responses(enhancedOutcomeModulesSchema) },
      },
      (r, reply) =>
        ask(reply, r.body, enhancedOutcomeModulesSchema, () => ({
          learningOutcomeModules: enhanceOutcomeModules(
            r.body.generalCourseInfo,
            r.body.learningOutcome,
            r.body.learningOutcomeCurrentModules,
            r.body.userPrompt,
          ),
        })),
    );

    app.post(
      '/ai/enhanceModule',
      { ...authors, schema: { body: enhanceModuleBodySchema, response: responses(aiModuleSchema) } },
      (r, reply) =>
        ask(reply, r.body, aiModuleSchema, () =>
          enhanceModule(
            r.body.generalCourseInfo,
            r.body.moduleLearningOutcome,
            r.body.givenModule,
            r.body.userPrompt,
          ),
        ),
    );

    app.post(
      '/ai/enhanceLesson',
      { ...authors, schema: { body: enhanceLessonBodySchema, response: responses(aiLessonSchema) } },
      (r, reply) =>
        ask(reply, r.body, aiLessonSchema, () =>
          enhanceLesson(
            r.body.generalCourseInfo,
            r.body.moduleLearningOutcome,
            r.body.givenLesson,
            r.body.otherLessonsInSameModule,
            r.body.userPrompt,
          ),
        ),
    );

    // ctx.ai completes text; there is no image model behind it, offline or configured: say so.
    app.post(
      '/ai/generateImage',
      {
        ...authors,
        schema: { body: generateImageBodySchema, response: responses(z.object({ imageUrl: z.string() })) },
      },
      async (_r, reply) => {
        await reply
          .code(503)
          .send({ code: 'AI_UNAVAILABLE', message: 'No image model is configured on this server.' });
      },
    );
  };

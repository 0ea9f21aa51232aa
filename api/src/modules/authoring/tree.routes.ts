import {
  courseContentTreeSchema,
  popNestedRecordSchema,
  pushNestedRecordSchema,
  updateTextByReferenceSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireUser } from '../auth/authenticate';
import { referencesService } from './references.service';

/** A lesson's teaching text may be long; one text, not the whole course, travels per call. */
const BODY_LIMIT = 256 * 1024;

/** The course content tree editor (authoring §7 "Tree editor"): its read and its three reference calls. */
export const treeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const references = referencesService(ctx);
    const auth = { onRequest: requireUser(ctx) };
    const answers = { 200: courseContentTreeSchema, ...errorResponses(401, 403, 404, 422) };

    app.get(
      '/course/contentTree/:courseId',
      { ...auth, schema: { params: z.object({ courseId: z.uuid() }), response: answers } },
      (r) => references.get(r.user!, r.params.courseId),
    );
    app.put(
      '/course/updateTextByReference',
      { ...auth, bodyLimit: BODY_LIMIT, schema: { body: updateTextByReferenceSchema, response: answers } },
      (r) => references.updateText(r.user!, r.body),
    );
    app.put(
      '/course/pushNestedRecord',
      { ...auth, schema: { body: pushNestedRecordSchema, response: answers } },
      (r) => references.push(r.user!, r.body),
    );
    app.put(
      '/course/popNestedRecord',
      { ...auth, schema: { body: popNestedRecordSchema, response: answers } },
      (r) => references.pop(r.user!, r.body),
    );
  };

import {
  authoredCourseSchema,
  courseDraftSchema,
  coursePreviewSchema,
  createdCourseSchema,
  isStaff,
  saveDraftBodySchema,
} from '@elearn/contracts';
import { COURSE_IMAGE_MAX_BYTES } from '@elearn/contracts/course-authoring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { registerMultipart } from '../../http/multipart';
import { requestLang } from '../../http/request-lang';
import { scheduleJobs } from '../../lifecycle/scheduled-jobs';
import { requireCourseRole, requireRole } from '../auth/access';
import { findCourseDetail } from '../catalogue/course-detail.queries';
import { listAuthoredCourses } from './authoring.queries';
import { courseCreation } from './course-create.service';
import { type CoverImage, readCover } from './cover-image';
import { draftCoverRoutes } from './draft-cover.routes';
import { createDraft, findDraft, saveDraft } from './drafts.queries';
import { buildQueuedLessons } from './lesson-build.job';

/** How often queued lesson building is looked for (a new course is picked up within this). */
const LESSON_BUILD_EVERY_MS = 5_000;

/** A wizard draft holds at most a few hundred outcomes, modules and lessons of text. */
const DRAFT_BODY_LIMIT = 512 * 1024;
const draftNotFound = () => new HttpError(404, 'NOT_FOUND', 'No such draft.');
const fieldErrors = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});

/**
 * What authors see of their courses (GET /course/authoredCourses, GET /course/preview/{courseId})
 * and the creation wizard's calls: drafts, POST /course/validateExists, POST /course/createCourse.
 */
export const authoringRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    scheduleJobs(app, ctx, 'lesson-build', [buildQueuedLessons], LESSON_BUILD_EVERY_MS);

    app.get(
      '/course/authoredCourses',
      {
        // Instructors and above; a learner has no course to edit (403, not an empty list).
        onRequest: requireRole(ctx, 'allFeatures'),
        schema: { response: { 200: z.array(authoredCourseSchema), ...errorResponses(401, 403) } },
      },
      (request) => listAuthoredCourses(db, isStaff(request.user) ? null : request.user!.id),
    );

    app.get(
      '/course/preview/:courseId',
      {
        onRequest: requireCourseRole(ctx, 'courseId', ['instructor']),
        schema: {
          params: z.object({ courseId: z.string().max(64) }),
          response: { 200: coursePreviewSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const course = await findCourseDetail(db, request.course!.seoTxt, requestLang(request), true);
        if (!course) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
        return course;
      },
    );

    // The wizard is for instructors and staff (permission level above a learner's).
    const authors = { onRequest: requireRole(ctx, 'allFeatures') };
    const draftId = z.object({ draftId: z.string().max(64) });

    app.post(
      '/course/drafts',
      { ...authors, schema: { response: { 201: courseDraftSchema, ...errorResponses(401, 403) } } },
      async (r, reply) => reply.code(201).send(await createDraft(db, r.user!.id)),
    );

    app.get(
      '/course/drafts/:draftId',
      {
        ...authors,
        schema: { params: draftId, response: { 200: courseDraftSchema, ...errorResponses(401, 403, 404) } },
      },
      async (r) => (await findDraft(db, r.user!.id, r.params.draftId)) ?? Promise.reject(draftNotFound()),
    );

    app.put(
      '/course/drafts/:draftId',
      {
        ...authors,
        bodyLimit: DRAFT_BODY_LIMIT,
        schema: {
          params: draftId,
          body: saveDraftBodySchema,
          response: { 200: courseDraftSchema, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (r) => {
        const saved = await saveDraft(
          db,
          r.user!.id,
          r.params.draftId,
          r.body.step,
          r.body.values,
          ctx.now(),
        );
        if (saved) return saved;
        // Its own draft whose course exists is finished; anything else is nobody's draft here.
        if (await findDraft(db, r.user!.id, r.params.draftId))
          throw new HttpError(409, 'DRAFT_DONE', 'This draft already became a course.');
        throw draftNotFound();
      },
    );

    const creation = courseCreation(ctx);
    app.post(
      '/course/validateExists',
      {
        ...authors,
        bodyLimit: DRAFT_BODY_LIMIT,
        schema: {
          body: z.record(z.string(), z.unknown()),
          response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(401, 403), 422: fieldErrors },
        },
      },
      async (r, reply) => {
        const errors = await creation.problemsOfGeneral(r.body);
        if (Object.keys(errors).length)
          return reply.code(422).send({ code: 'VALIDATION', message: 'Some fields are not valid.', errors });
        return { ok: true as const };
      },
    );

    // The draft's cover file: a plugin of its own, with its own multipart limits.
    await app.register(draftCoverRoutes(ctx));

    await app.register(async (scope) => {
      // One cover of at most 1 MB; a larger one is cut at the limit and refused (never stored).
      await registerMultipart(scope, {
        fileSize: COURSE_IMAGE_MAX_BYTES,
        files: 1,
        fields: 2,
        fieldSize: DRAFT_BODY_LIMIT,
      });
      scope.post(
        '/course/createCourse',
        {
          ...authors,
          schema: { response: { 201: createdCourseSchema, ...errorResponses(401, 403), 422: fieldErrors } },
        },
        async (r, reply) => {
          let json: unknown;
          let draft: string | null = null;
          let cover: CoverImage | null = null;
          for await (const part of r.parts()) {
            if (part.type === 'file') cover = await readCover(part);
            else if (part.fieldname === 'json') {
              try {
                json = JSON.parse(String(part.value));
              } catch {
                throw new HttpError(422, 'VALIDATION', 'The course is not JSON.', {
                  errors: { body: 'rules.required' },
                });
              }
            } else if (part.fieldname === 'draftId') draft = String(part.value);
          }
          return reply.code(201).send(await creation.create(r.user!, json, cover, draft));
        },
      );
    });
  };

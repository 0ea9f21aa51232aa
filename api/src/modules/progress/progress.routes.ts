import {
  courseProgressSchema,
  learnerCardSchema,
  learnerProgressSchema,
  learningTimeSchema,
  learningTimesBodySchema,
  lessonTimeBodySchema,
  lessonTimeSchema,
  studyLessonSchema,
  studyLogSchema,
  viewedMaterialsSchema,
  viewMaterialBodySchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { scheduleJobs } from '../../lifecycle/scheduled-jobs';
import { requireUser } from '../auth/authenticate';
import { requireLearnerViewer } from '../auth/learner-access';
import { learnerService } from './learner.service';
import { ringDueLearningTimes } from './learning-times.job';
import { progressService } from './progress.service';

/** How often the scheduler looks for due learning-time alarms. */
const ALARMS_EVERY_MS = 30_000;

const id = z.string().max(64);
const previewQuery = z.object({ preview: z.enum(['0', '1']).optional() });

/** Course progress (learner-experience §3, §5, §7): the progress page, study, learning times, viewed materials. */
export const progressRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    scheduleJobs(app, ctx, 'learning-times', [ringDueLearningTimes], ALARMS_EVERY_MS);
    const progress = progressService(ctx);
    app.addHook('onRequest', requireUser(ctx));

    app.get(
      '/dashboard/course-progress/:courseId',
      {
        schema: {
          params: z.object({ courseId: id }),
          querystring: previewQuery,
          response: { 200: courseProgressSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (r) => progress.courseProgress(r.user!, r.params.courseId, r.query.preview === '1'),
    );
    app.get(
      '/dashboard/lesson/:courseId/:lessonId',
      {
        schema: {
          params: z.object({ courseId: id, lessonId: z.string().max(100) }),
          querystring: previewQuery,
          response: { 200: studyLessonSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (r) => progress.studyLesson(r.user!, r.params.courseId, r.params.lessonId, r.query.preview === '1'),
    );
    app.put(
      '/course/updateCourseProgress/:progressId',
      {
        schema: {
          params: z.object({ progressId: id }),
          body: learningTimesBodySchema,
          response: {
            200: z.object({ learningTimes: z.array(learningTimeSchema) }),
            ...errorResponses(401, 403, 404, 422),
          },
        },
      },
      async (r) => ({
        learningTimes: await progress.updateLearningTimes(r.user!, r.params.progressId, r.body.learningTimes),
      }),
    );
    app.put(
      '/course/updateCourseProgress/:progressId/viewMaterial',
      {
        schema: {
          params: z.object({ progressId: id }),
          body: viewMaterialBodySchema,
          response: { 200: viewedMaterialsSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (r) => ({
        viewedMaterials: await progress.viewMaterial(r.user!, r.params.progressId, r.body.materialId),
      }),
    );
    app.post(
      '/course/updateCourseProgress/:progressId/lessonTime',
      {
        schema: {
          params: z.object({ progressId: id }),
          body: lessonTimeBodySchema,
          response: { 200: lessonTimeSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (r) => progress.addLessonTime(r.user!, r.params.progressId, r.body.lessonId, r.body.seconds),
    );
    app.post(
      '/course/updateCourseProgress/:progressId/reset',
      {
        schema: {
          params: z.object({ progressId: id }),
          response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(401, 403, 404) },
        },
      },
      (r) => progress.reset(r.user!, r.params.progressId),
    );

    // A learner's pages for those who may see them (docs/api.md "Learner access rule").
    const learners = learnerService(ctx);
    const child = { onRequest: requireLearnerViewer(ctx, 'childId') };
    const childParams = z.object({ childId: id });
    app.get(
      '/dashboard/learner/:childId',
      {
        ...child,
        schema: {
          params: childParams,
          response: { 200: learnerCardSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (r) => learners.card(r.params.childId),
    );
    app.get(
      '/dashboard/studylog/:childId',
      {
        ...child,
        schema: { params: childParams, response: { 200: studyLogSchema, ...errorResponses(401, 403, 404) } },
      },
      (r) => learners.studyLog(r.params.childId, r.learnerScope!),
    );
    app.get(
      '/dashboard/learner-progress/:childId',
      {
        ...child,
        schema: {
          params: childParams,
          response: { 200: learnerProgressSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (r) => learners.progress(r.params.childId, r.learnerScope!),
    );
  };

import {
  essayMarkSchema,
  essayToMarkSchema,
  examSeatSchema,
  examViewSchema,
  generatedPlacementSchema,
  generatePlacementSchema,
  learnerPerformanceSchema,
  learningOutcomesTreeSchema,
  questionInputSchema,
  questionSchema,
  reviewQueueSchema,
  saveAnswerSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { requireCourseRole } from '../auth/access';
import { requireUser } from '../auth/authenticate';
import { requireLearnerViewer } from '../auth/learner-access';
import { courseContent, outcomesTree } from './course-content';
import { seatOf, setSeatCookie } from './exam-seat';
import { generatePlacementTest, startLessonAssessment } from './exam-start';
import { examsService } from './exams.service';
import { learnerPerformance } from './performance.service';
import { questionBankService } from './question-bank.service';
import { dueReviews, startReview } from './review-queue';

const contentId = z.string().min(1).max(100);
const courseParam = z.object({ courseId: z.string().max(200) });
const hashParam = z.object({ hash: z.string().max(64) });
const ok = z.object({ ok: z.literal(true) });
const started = z.object({ hash: z.string() });
const errors = errorResponses(401, 403, 404, 409, 422);

/**
 * Question bank, lesson assessments, placement tests, taking and scoring a
 * test, essay marking, learner performance and the weak-outcome review queue
 * (issue 11; learner-experience §2–5, §7).
 */
export const assessmentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const bank = questionBankService(ctx);
    const examsApi = examsService(ctx);
    const auth = { onRequest: requireUser(ctx) };
    const member = { onRequest: requireCourseRole(ctx, 'courseId') };
    const instructor = { onRequest: requireCourseRole(ctx, 'courseId', ['instructor']) };

    // Question bank: the course's instructors (staff pass).
    app.get(
      '/course/questions/:courseId',
      {
        ...instructor,
        schema: {
          params: courseParam,
          querystring: z.object({ lessonId: contentId.optional() }),
          response: { 200: z.array(questionSchema), ...errors },
        },
      },
      (r) => bank.list(r.course!.id, r.query.lessonId),
    );
    app.post(
      '/course/questions/:courseId',
      {
        ...instructor,
        schema: {
          params: courseParam,
          body: questionInputSchema,
          response: { 200: questionSchema, ...errors },
        },
      },
      (r) => bank.create(r.course!.id, r.body),
    );
    app.put(
      '/course/questions/:courseId/:questionId',
      {
        ...instructor,
        schema: {
          params: courseParam.extend({ questionId: z.string().max(64) }),
          body: questionInputSchema,
          response: { 200: questionSchema, ...errors },
        },
      },
      (r) => bank.update(r.course!.id, r.params.questionId, r.body),
    );
    app.delete(
      '/course/questions/:courseId/:questionId',
      {
        ...instructor,
        schema: {
          params: courseParam.extend({ questionId: z.string().max(64) }),
          response: { 200: ok, ...errors },
        },
      },
      (r) => bank.remove(r.course!.id, r.params.questionId),
    );

    app.get(
      '/course/getLearningOutcomes/:courseId',
      {
        ...member,
        schema: { params: courseParam, response: { 200: learningOutcomesTreeSchema, ...errors } },
      },
      async (r) => {
        const content = await courseContent(ctx.database.db, r.course!.id);
        if (!content) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
        return outcomesTree(content);
      },
    );
    app.post(
      '/course/generatePlacementTest',
      {
        ...auth,
        schema: { body: generatePlacementSchema, response: { 200: generatedPlacementSchema, ...errors } },
      },
      (r) => generatePlacementTest(ctx, r.user!, r.body.courseId, r.body.config),
    );
    app.post(
      '/assessment/lesson/:courseId/:outcomeId/:moduleId/:lessonId',
      {
        ...auth,
        schema: {
          params: courseParam.extend({ outcomeId: contentId, moduleId: contentId, lessonId: contentId }),
          response: { 200: started, ...errors },
        },
      },
      (r) => startLessonAssessment(ctx, r.user!, { ...r.params }),
    );

    // Taking a test: its owner only (others 403); a submitted one's review also for its course's instructors and staff.
    app.get(
      '/assessment/exam/:hash',
      { ...auth, schema: { params: hashParam, response: { 200: examViewSchema, ...errors } } },
      (r) => examsApi.get(r.user!, r.params.hash),
    );
    app.put(
      '/assessment/exam/:hash/answer',
      { ...auth, schema: { params: hashParam, body: saveAnswerSchema, response: { 200: ok, ...errors } } },
      (r) => examsApi.saveAnswer(r.user!, r.params.hash, r.body, seatOf(r)),
    );
    // Opening a running test keeps it to this browser (the exam cookie); see exam-seat.ts.
    app.post(
      '/assessment/exam/:hash/seat',
      { ...auth, schema: { params: hashParam, body: examSeatSchema, response: { 200: ok, ...errors } } },
      async (r, reply) => {
        const token = await examsApi.takeSeat(r.user!, r.params.hash, r.body);
        setSeatCookie(reply, ctx.config, r.params.hash, token);
        return { ok: true as const };
      },
    );
    app.post(
      '/assessment/exam/:hash/submit',
      { ...auth, schema: { params: hashParam, response: { 200: examViewSchema, ...errors } } },
      (r) =>
        examsApi.submit(r.user!, r.params.hash, seatOf(r), (error) =>
          r.log.warn({ err: error }, 'essays left for the instructor: the model did not mark them'),
        ),
    );

    // Essays wait for the course's instructors while no AI provider marks them.
    app.get(
      '/assessment/essays/:courseId',
      {
        ...instructor,
        schema: { params: courseParam, response: { 200: z.array(essayToMarkSchema), ...errors } },
      },
      (r) => examsApi.essaysToMark(r.course!.id),
    );
    app.put(
      '/assessment/essays/:courseId/:examId/:position',
      {
        ...instructor,
        schema: {
          params: courseParam.extend({ examId: z.uuid(), position: z.coerce.number().int().min(0).max(999) }),
          body: essayMarkSchema,
          response: { 200: ok, ...errors },
        },
      },
      (r) => examsApi.markEssay(r.user!, r.course!.id, r.params.examId, r.params.position, r.body.score),
    );

    app.get(
      '/assessment/performance/:childId',
      {
        onRequest: requireLearnerViewer(ctx, 'childId'),
        schema: {
          params: z.object({ childId: z.string().max(64) }),
          response: { 200: learnerPerformanceSchema, ...errors },
        },
      },
      (r) => learnerPerformance(ctx, r.params.childId, r.learnerScope!),
    );

    app.get(
      '/assessment/review-queue',
      { ...auth, schema: { response: { 200: reviewQueueSchema, ...errors } } },
      (r) => dueReviews(ctx, r.user!.id),
    );
    app.post(
      '/assessment/review/:courseId/:outcomeId',
      {
        ...auth,
        schema: {
          params: courseParam.extend({ outcomeId: contentId }),
          response: { 200: started, ...errors },
        },
      },
      (r) => startReview(ctx, r.user!, r.params.courseId, r.params.outcomeId),
    );
  };

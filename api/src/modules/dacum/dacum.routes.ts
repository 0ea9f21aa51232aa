import {
  analysisBodySchema,
  analysisSchema,
  createPathwayBodySchema,
  dacumAnalysisSchema,
  dacumPathwayCourseSchema,
  finalWordBodySchema,
  finalWordFileSchema,
  jobPostsBodySchema,
  jobPostsSchema,
  learningOutcomesBodySchema,
  learningOutcomesSchema,
  roleSuggestionBodySchema,
  roleSuggestionSchema,
  saveAnalysisBodySchema,
  scrapUnitsBodySchema,
  scrapUnitsSchema,
  searchTermsBodySchema,
  searchTermsSchema,
  shareAnalysisBodySchema,
} from '@elearn/contracts/dacum';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { readObject } from '../../storage/object-store';
import { verifySigned } from '../../storage/signed-url';
import { requireRole } from '../auth/access';
import { seedOccupations } from './dacum.seed';
import { dacumService } from './dacum.service';
import { type DacumSources, NO_OUTSIDE_SOURCES } from './dacum.sources';

const errors = errorResponses(401, 403, 404, 422);
const id = z.object({ id: z.string().max(100) });
/** The pathway image (1 MB) as base64 in JSON, and the form around it. */
const PATHWAY_BODY_LIMIT = 1_500_000;
/** A saved analysis: lists of short texts. */
const STATE_BODY_LIMIT = 512 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Job-role analysis to learning pathway (issue 18; authoring §7 "Pathway and job
 * analysis"), staff only, under /dacum: the steps' calls on the shipped
 * occupations dataset (outside sources off by default), saved analyses, the
 * final word document and POST /dacum/createPathway.
 */
export const dacumRoutes =
  (ctx: AppContext, sources: DacumSources = NO_OUTSIDE_SOURCES): FastifyPluginAsyncZod =>
  async (app) => {
    // The shipped occupations go into their table on the first call, not while the app is being
    // built: building it must not need the database (the site and header tests run without one).
    let seeded: Promise<void> | null = null;
    app.addHook('onRequest', async () => {
      seeded ??= seedOccupations(ctx.database.db).catch((error: unknown) => {
        seeded = null;
        throw error;
      });
      await seeded;
    });
    const dacum = dacumService(ctx, sources);

    // The signed address is the permission (a link the browser follows carries no bearer token).
    app.get(
      '/dacum/download_finalword_file',
      {
        schema: {
          querystring: z.object({
            job_name: z.string().max(200).optional(),
            filename: z.string().max(300),
            key: z.string().max(200),
            exp: z.string().max(20),
            sig: z.string().max(100),
          }),
        },
      },
      async (r, reply) => {
        if (!verifySigned(ctx, 'get', r.query) || !r.query.key.startsWith('dacum/'))
          throw new HttpError(403, 'FORBIDDEN', 'This address is not valid or has expired.');
        const data = await readObject(ctx, r.query.key);
        if (!data) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
        const name = r.query.filename.replace(/[^\w.-]+/g, '_');
        return reply
          .header('content-type', DOCX)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=300')
          .send(data);
      },
    );

    const staff = { onRequest: requireRole(ctx, 'staff') };

    app.post(
      '/dacum/role_suggestion',
      {
        ...staff,
        schema: { body: roleSuggestionBodySchema, response: { 200: roleSuggestionSchema, ...errors } },
      },
      (r) => dacum.roleSuggestion(r.body),
    );
    app.post(
      '/dacum/job_posts_and_skills',
      { ...staff, schema: { body: jobPostsBodySchema, response: { 200: jobPostsSchema, ...errors } } },
      (r) => dacum.jobPostsAndSkills(r.body.search, r.body.suggestions),
    );
    app.post(
      '/dacum/analysis_job_and_skills',
      {
        ...staff,
        bodyLimit: STATE_BODY_LIMIT,
        schema: { body: analysisBodySchema, response: { 200: analysisSchema, ...errors } },
      },
      (r) => dacum.analysis(r.body.search, r.body.suggestions, r.body.skills),
    );
    app.post(
      '/dacum/search_terms',
      { ...staff, schema: { body: searchTermsBodySchema, response: { 200: searchTermsSchema, ...errors } } },
      (r) => dacum.searchTerms(r.body.search, r.body.duties, r.body.competencies),
    );
    app.post(
      '/dacum/scrap_units',
      { ...staff, schema: { body: scrapUnitsBodySchema, response: { 200: scrapUnitsSchema, ...errors } } },
      (r) => dacum.scrapUnits(r.body.search, r.body.search_terms),
    );
    app.post(
      '/dacum/creating_learning_outcomes',
      {
        ...staff,
        schema: { body: learningOutcomesBodySchema, response: { 200: learningOutcomesSchema, ...errors } },
      },
      (r) => dacum.learningOutcomes(r.body.search, r.body.duties, r.body.competencies),
    );
    app.post(
      '/dacum/creating_final_word',
      {
        ...staff,
        schema: {
          body: finalWordBodySchema,
          response: { 201: z.object({ filename: z.string() }), ...errors },
        },
      },
      async (r, reply) => reply.code(201).send(await dacum.createFinalWord(r.user!, r.body)),
    );
    app.get(
      '/dacum/list_finalword_files',
      {
        ...staff,
        schema: {
          querystring: z.object({
            analysisId: z.string().max(100),
            job_name: z.string().max(200).optional(),
          }),
          response: { 200: z.array(finalWordFileSchema), ...errors },
        },
      },
      (r) => dacum.listFinalWord(r.user!, r.query.analysisId),
    );

    app.get(
      '/dacum/analyses',
      { ...staff, schema: { response: { 200: z.array(dacumAnalysisSchema), ...errors } } },
      (r) => dacum.list(r.user!),
    );
    app.post(
      '/dacum/analyses',
      {
        ...staff,
        schema: {
          body: z.object({ jobName: z.string().trim().max(120).default('') }),
          response: { 201: dacumAnalysisSchema, ...errors },
        },
      },
      async (r, reply) => reply.code(201).send(await dacum.create(r.user!, r.body.jobName)),
    );
    app.get(
      '/dacum/analyses/:id',
      { ...staff, schema: { params: id, response: { 200: dacumAnalysisSchema, ...errors } } },
      (r) => dacum.find(r.user!, r.params.id),
    );
    app.put(
      '/dacum/analyses/:id',
      {
        ...staff,
        bodyLimit: STATE_BODY_LIMIT,
        schema: {
          params: id,
          body: saveAnalysisBodySchema,
          response: { 200: dacumAnalysisSchema, ...errors },
        },
      },
      (r) => dacum.save(r.user!, r.params.id, r.body),
    );
    app.put(
      '/dacum/analyses/:id/share',
      {
        ...staff,
        schema: {
          params: id,
          body: shareAnalysisBodySchema,
          response: { 200: dacumAnalysisSchema, ...errors },
        },
      },
      (r) => dacum.share(r.user!, r.params.id, r.body.shared),
    );
    app.post(
      '/dacum/analyses/:id/duplicate',
      { ...staff, schema: { params: id, response: { 201: dacumAnalysisSchema, ...errors } } },
      async (r, reply) => reply.code(201).send(await dacum.duplicate(r.user!, r.params.id)),
    );
    app.get(
      '/dacum/analyses/:id/pathway',
      { ...staff, schema: { params: id, response: { 200: z.array(dacumPathwayCourseSchema), ...errors } } },
      async (r) => {
        const analysis = await dacum.find(r.user!, r.params.id);
        return analysis.pathwayId ? dacum.pathwayCourses(analysis.pathwayId) : [];
      },
    );
    app.post(
      '/dacum/createPathway',
      {
        ...staff,
        bodyLimit: PATHWAY_BODY_LIMIT,
        schema: {
          body: createPathwayBodySchema,
          response: { 201: z.array(dacumPathwayCourseSchema), ...errors },
        },
      },
      async (r, reply) => reply.code(201).send(await dacum.createPathway(r.user!, r.body)),
    );
  };

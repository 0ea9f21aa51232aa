import {
  FORUM_IMAGE_MAX_BYTES,
  FORUM_PAGE,
  forumCommentSchema,
  forumContentSchema,
  forumItemTypeSchema,
  forumLocationSchema,
  forumNewPostsSchema,
  forumPageQuerySchema,
  forumPostListQuerySchema,
  forumPostPageQuerySchema,
  forumPostPageSchema,
  forumPostSchema,
  forumReplySchema,
  forumUploadSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { FORUM_BODY_LIMIT } from '../../http/body-limits';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { registerMultipart } from '../../http/multipart';
import { scheduleJobs } from '../../lifecycle/scheduled-jobs';
import { IMAGE_DIMENSIONS_KEY, IMAGE_TYPES, type ImageExtension, inspectImage } from '../../storage/images';
import { readObject } from '../../storage/object-store';
import { UPLOAD_PATH } from '../../storage/stored-html';
import { requireCourseRole } from '../auth/access';
import { requireUser } from '../auth/authenticate';
import { forumService } from './forum.service';
import { forumSockets } from './forum.sockets';
import { removeOrphanUploads, storeForumImage } from './forum.uploads';

const id = z.object({ id: z.string().max(200) });
const ok = z.object({ ok: z.literal(true) });
const errors = errorResponses(401, 403, 404, 422);

const FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
/** How often unreferenced uploads past their grace period are looked for. */
const CLEAN_UP_EVERY_MS = 60 * 60_000;

/** The course forum (learner-experience §2, §7): posts, comments, replies, likes, reports, images. */
export const forumRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const forum = forumService(ctx, forumSockets(ctx));
    scheduleJobs(app, ctx, 'forum', [removeOrphanUploads], CLEAN_UP_EVERY_MS);
    const auth = { onRequest: requireUser(ctx) };
    // A course's members (its learners and instructors) and staff.
    const member = { onRequest: requireCourseRole(ctx, 'id') };

    app.get(
      '/forum/listPosts/:id',
      {
        ...member,
        schema: {
          params: id,
          querystring: forumPostListQuerySchema,
          response: { 200: z.array(forumPostSchema), ...errors },
        },
      },
      (r) => forum.listPosts(r.user!, r.course!, r.query),
    );
    app.get(
      '/forum/newPosts/:id',
      { ...member, schema: { params: id, response: { 200: forumNewPostsSchema, ...errors } } },
      (r) => forum.newPosts(r.user!, r.course!),
    );
    app.get(
      '/forum/post/:id',
      {
        ...auth,
        schema: {
          params: id,
          querystring: forumPostPageQuerySchema,
          response: { 200: forumPostPageSchema, ...errors },
        },
      },
      (r) => forum.postPage(r.user!, r.params.id, r.query.commentsSkip, r.query.commentsLimit),
    );
    app.get(
      '/forum/comments/:id',
      {
        ...auth,
        schema: {
          params: id,
          querystring: forumPageQuerySchema(FORUM_PAGE.moreComments),
          response: { 200: z.array(forumCommentSchema), ...errors },
        },
      },
      (r) => forum.comments(r.user!, r.params.id, r.query.skip, r.query.limit),
    );
    app.get(
      '/forum/replies/:id',
      {
        ...auth,
        schema: {
          params: id,
          querystring: forumPageQuerySchema(FORUM_PAGE.moreReplies),
          response: { 200: z.array(forumReplySchema), ...errors },
        },
      },
      (r) => forum.replies(r.user!, r.params.id, r.query.skip, r.query.limit),
    );
    app.get(
      '/forum/locate/:type/:id',
      {
        ...auth,
        schema: {
          params: z.object({ type: z.enum(['Comment', 'Reply']), id: z.string().max(200) }),
          response: { 200: forumLocationSchema, ...errors },
        },
      },
      (r) => forum.locate(r.user!, r.params.type, r.params.id),
    );

    for (const [path, liked] of [
      ['/forum/like/:id', true],
      ['/forum/unlike/:id', false],
    ] as const) {
      app.post(
        path,
        { ...auth, schema: { params: id, response: { 200: z.array(z.string()), ...errors } } },
        (r) => forum.like(r.user!, r.params.id, liked),
      );
    }

    app.post(
      '/forum/addPost/:id',
      {
        ...member,
        bodyLimit: FORUM_BODY_LIMIT,
        schema: { params: id, body: forumContentSchema, response: { 201: forumPostSchema, ...errors } },
      },
      async (r, reply) => reply.code(201).send(await forum.addPost(r.user!, r.course!, r.body.content)),
    );
    app.post(
      '/forum/addComment/:id',
      {
        ...auth,
        bodyLimit: FORUM_BODY_LIMIT,
        schema: { params: id, body: forumContentSchema, response: { 201: forumCommentSchema, ...errors } },
      },
      async (r, reply) => reply.code(201).send(await forum.addComment(r.user!, r.params.id, r.body.content)),
    );
    app.post(
      '/forum/replyComment/:id',
      {
        ...auth,
        bodyLimit: FORUM_BODY_LIMIT,
        schema: { params: id, body: forumContentSchema, response: { 201: forumReplySchema, ...errors } },
      },
      async (r, reply) => reply.code(201).send(await forum.addReply(r.user!, r.params.id, r.body.content)),
    );

    const updated = z.object({ id: z.string(), content: z.string() });
    for (const [path, type] of [
      ['/forum/updatePost/:id', 'Post'],
      ['/forum/updateComment/:id', 'Comment'],
      ['/forum/updateReply/:id', 'Reply'],
    ] as const) {
      app.put(
        path,
        {
          ...auth,
          bodyLimit: FORUM_BODY_LIMIT,
          schema: { params: id, body: forumContentSchema, response: { 200: updated, ...errors } },
        },
        (r) => forum.update(r.user!, type, r.params.id, r.body.content),
      );
    }
    for (const [path, type] of [
      ['/forum/deletePost/:id', 'Post'],
      ['/forum/deleteComment/:id', 'Comment'],
      ['/forum/deleteReply/:id', 'Reply'],
    ] as const) {
      app.delete(path, { ...auth, schema: { params: id, response: { 200: ok, ...errors } } }, async (r) => {
        await forum.remove(r.user!, type, r.params.id);
        return { ok: true as const };
      });
    }
    app.post(
      '/forum/report/:type/:id',
      {
        ...auth,
        schema: {
          params: z.object({ type: forumItemTypeSchema, id: z.string().max(200) }),
          response: { 201: ok, ...errors },
        },
      },
      async (r, reply) => {
        await forum.report(r.user!, r.params.type, r.params.id);
        return reply.code(201).send({ ok: true as const });
      },
    );

    await app.register(async (scope) => {
      await registerMultipart(scope, { fileSize: FORUM_IMAGE_MAX_BYTES, files: 1, fields: 0 });
      // Into a course's forum: its members and staff only, checked before the file is read.
      scope.post(
        '/forum/uploadImage/:id',
        {
          ...member,
          schema: {
            params: id,
            response: { 201: forumUploadSchema, ...errorResponses(401, 403, 404, 422, 429) },
          },
        },
        async (r, reply) => {
          const invalid = (key: string) =>
            new HttpError(422, 'VALIDATION', 'Not an accepted image.', { errors: { image: key } });
          const file = await r.file().catch(() => undefined);
          if (!file) throw invalid('validation.forum.imageMissing');
          const data = await file.toBuffer().catch(() => null);
          if (!data || file.file.truncated) throw invalid('validation.forum.imageTooLarge');
          const verdict = await inspectImage(data, file);
          if ('refused' in verdict) {
            throw invalid(
              verdict.refused === 'dimensions' ? IMAGE_DIMENSIONS_KEY : 'validation.forum.imageType',
            );
          }
          const name = await storeForumImage(ctx, r.user!.id, r.course!.id, data, verdict.ext);
          return reply.code(201).send({ url: `${UPLOAD_PATH}${name}` });
        },
      );
    });

    app.get(
      '/files/:name',
      { schema: { params: z.object({ name: z.string().max(100) }) } },
      async (r, reply) => {
        const { name } = r.params;
        if (!FILE_NAME.test(name)) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
        const data = await readObject(ctx, name);
        if (!data) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
        const type = IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1) as ImageExtension];
        return reply
          .header('content-type', type)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(data);
      },
    );
  };

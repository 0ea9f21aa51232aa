import {
  aiFailureSchema,
  courseMaterialsSchema,
  MATERIAL_UPLOAD_TYPES,
  type MaterialUploadExtension,
  materialFileUrlSchema,
  presignedUrlSchema,
  presignRequestSchema,
  saveCourseMaterialsSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { registerMultipart } from '../../http/multipart';
import { verifySigned } from '../../storage/signed-url';
import { AiError } from '../ai/ai.provider';
import { requireUser } from '../auth/authenticate';
import { enhanceMaterialFileSchema } from './materials.enhance';
import { materialsService } from './materials.service';

const signed = z.object({ key: z.string().max(300), exp: z.string().max(20), sig: z.string().max(100) });
const ok = z.object({ ok: z.literal(true) });
/** The largest upload of any type; each type's own limit is checked on receipt. */
const MAX_UPLOAD = Math.max(...Object.values(MATERIAL_UPLOAD_TYPES).map((t) => t.maxBytes));
const SAVE_BODY_LIMIT = 5 * 1024 * 1024;
/** A page's drawing: a PNG the size of the page at most. */
const PAINT_MAX_BYTES = 4 * 1024 * 1024;
const paintFields = z.object({
  fileId: z.string().uuid(),
  page_num: z.coerce.number().int().min(1).max(10_000),
});

/** Course materials (authoring §7 "Materials"): the tree, its save, presigned uploads and signed reads. */
export const materialsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const materials = materialsService(ctx);
    const auth = { onRequest: requireUser(ctx) };

    app.get(
      '/course/getCourseMaterials/:courseId',
      {
        ...auth,
        schema: {
          params: z.object({ courseId: z.string().max(200) }),
          response: { 200: courseMaterialsSchema, ...errorResponses(401, 403, 404) },
        },
      },
      (r) => materials.get(r.user!, r.params.courseId),
    );
    app.put(
      '/course/saveCourseMaterials',
      {
        ...auth,
        bodyLimit: SAVE_BODY_LIMIT,
        schema: {
          body: saveCourseMaterialsSchema,
          response: { 200: courseMaterialsSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (r) => materials.save(r.user!, r.body),
    );
    app.put(
      '/course/createCourse/generateMaterials',
      {
        ...auth,
        schema: {
          body: z.object({ courseId: z.string().min(1).max(200) }),
          response: { 200: courseMaterialsSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (r) => materials.regenerate(r.user!, r.body.courseId),
    );
    // A page's drawing (authoring §7): multipart with page_num and fileId before img (userId is the caller's own).
    await app.register(async (scope) => {
      await registerMultipart(scope, { fileSize: PAINT_MAX_BYTES, files: 1, fields: 4 });
      scope.put(
        '/course/addPdfPaint',
        {
          ...auth,
          schema: {
            response: {
              200: z.object({ file_id: z.string(), page_num: z.number() }),
              ...errorResponses(401, 403, 404, 422),
            },
          },
        },
        async (r) => {
          const bad = (field: string) =>
            new HttpError(422, 'VALIDATION', 'Invalid drawing.', {
              errors: { [field]: 'validation.invalid' },
            });
          const part = await r.file().catch(() => undefined);
          if (!part) throw bad('img');
          const field = (name: string) => {
            const value = part.fields[name];
            return value && !Array.isArray(value) && value.type === 'field' ? String(value.value) : '';
          };
          const fields = paintFields.safeParse({ fileId: field('fileId'), page_num: field('page_num') });
          if (!fields.success) throw bad(String(fields.error.issues[0]?.path[0] ?? 'fileId'));
          const data = await part.toBuffer().catch(() => null);
          if (!data || part.file.truncated) throw bad('img');
          return materials.savePaint(r.user!, fields.data.fileId, fields.data.page_num, data);
        },
      );
    });
    app.get(
      '/course/getLoadPDFpaint/:fileId',
      {
        ...auth,
        schema: {
          params: z.object({ fileId: z.string().uuid() }),
          response: {
            200: z.object({
              file_id: z.string(),
              pages: z.array(z.object({ page_num: z.number(), img: z.string() })),
            }),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      (r) => materials.loadPaint(r.user!, r.params.fileId),
    );
    app.post(
      '/lmsstats/markfilecompleted.php',
      {
        ...auth,
        schema: {
          body: z.object({ file_id: z.string().uuid(), section_id: z.string().min(1).max(200) }),
          response: {
            200: z.object({ file_id: z.string(), iscompleted: z.literal(true) }),
            ...errorResponses(401, 403, 404, 422),
          },
        },
      },
      (r) => materials.complete(r.user!, r.body.file_id, r.body.section_id),
    );
    app.post(
      '/ai/enhanceMaterialFile',
      {
        ...auth,
        schema: {
          body: enhanceMaterialFileSchema,
          response: {
            200: z.object({ enhancedContent: z.string() }),
            ...errorResponses(401, 403, 404, 422),
            503: aiFailureSchema,
          },
        },
      },
      async (r, reply) => {
        try {
          return await materials.enhance(r.user!, r.body);
        } catch (error) {
          if (error instanceof AiError)
            return reply.code(503).send({ code: error.code, message: error.message });
          throw error;
        }
      },
    );
    app.post(
      '/s3/getPresignedUrl',
      {
        ...auth,
        schema: {
          body: presignRequestSchema,
          response: { 200: presignedUrlSchema, ...errorResponses(401, 403, 404, 422, 429) },
        },
      },
      (r) => materials.presign(r.user!, r.body),
    );
    app.get(
      '/course/materialFileUrl/:fileId',
      {
        ...auth,
        schema: {
          params: z.object({ fileId: z.string().uuid() }),
          response: { 200: materialFileUrlSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      (r) => materials.fileUrl(r.user!, r.params.fileId),
    );

    // The signed addresses themselves: the signature is the permission (no session needed, like S3's).
    await app.register(async (scope) => {
      // Every body as bytes, whatever its type (Fastify would read text/plain and JSON as strings and objects).
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD }, (_r, body, done) =>
        done(null, body),
      );
      scope.put(
        '/storage/object',
        {
          bodyLimit: MAX_UPLOAD,
          schema: { querystring: signed, response: { 200: ok, ...errorResponses(403, 404, 422) } },
          // The signature is checked before the body is read: a stranger cannot make the server take in megabytes.
          onRequest: async (r) => {
            const query = signed.safeParse(r.query);
            if (!query.success || !verifySigned(ctx, 'put', query.data)) throw expired();
          },
        },
        async (r) => {
          const body = r.body;
          if (!Buffer.isBuffer(body)) throw new HttpError(422, 'VALIDATION', 'No file.');
          await materials.receive((r.query as z.infer<typeof signed>).key, body);
          return { ok: true as const };
        },
      );
    });
    app.get('/storage/object', { schema: { querystring: signed } }, async (r, reply) => {
      if (!verifySigned(ctx, 'get', r.query)) throw expired();
      const { key } = r.query;
      const data = await materials.read(key);
      if (!data) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
      const ext = key.slice(key.lastIndexOf('.') + 1) as MaterialUploadExtension;
      const type = MATERIAL_UPLOAD_TYPES[ext]?.mime ?? 'application/octet-stream';
      // Served inert on the site's origin: HTML (and anything else) never runs as a page of ours.
      if (type === 'text/html') reply.header('content-disposition', 'attachment');
      return reply
        .header('content-type', type === 'text/html' ? 'text/plain; charset=utf-8' : type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(data);
    });
  };

const expired = () => new HttpError(403, 'FORBIDDEN', 'This address is not valid or has expired.');

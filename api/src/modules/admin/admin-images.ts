import { randomBytes } from 'node:crypto';
import { adminImageSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { registerMultipart } from '../../http/multipart';
import { IMAGE_DIMENSIONS_KEY, inspectImage } from '../../storage/images';
import { writeObject } from '../../storage/object-store';
import { admitUpload } from '../../storage/upload-quota';

/** An admin image (store item, rank reward) is at most 1 MB, like a course image (authoring §9). */
export const ADMIN_IMAGE_MAX_BYTES = 1_048_576;

/**
 * POST /admin/images: stores one image in the project's storage as a top-level
 * key (`{hex}.{ext}`), which GET /api/files/{name} serves to everyone, so the
 * coins store and the ranking dialog show it as they show any image address.
 * The bytes decide the type (magic bytes): a renamed page is refused.
 */
export const adminImagesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await registerMultipart(app, { fileSize: ADMIN_IMAGE_MAX_BYTES, files: 1, fields: 0 });
    app.post(
      '/admin/images',
      { schema: { response: { 201: adminImageSchema, ...errorResponses(401, 403, 422, 429) } } },
      async (r, reply) => {
        const invalid = (key = 'validation.admin.image') =>
          new HttpError(422, 'VALIDATION', 'Not an accepted image.', { errors: { image: key } });
        const file = await r.file().catch(() => undefined);
        if (!file) throw invalid();
        const data = await file.toBuffer().catch(() => null);
        if (!data || file.file.truncated) throw invalid();
        const verdict = await inspectImage(data, file);
        if ('refused' in verdict)
          throw invalid(verdict.refused === 'dimensions' ? IMAGE_DIMENSIONS_KEY : undefined);
        const { ext } = verdict;
        const name = `${randomBytes(16).toString('hex')}.${ext}`;
        await admitUpload(
          ctx,
          {
            userId: r.user!.id,
            kind: 'image',
            field: 'image',
            key: name,
            bytes: data.length,
            attached: true,
          },
          () => writeObject(ctx, name, data),
        );
        return reply.code(201).send({ url: `/api/files/${name}` });
      },
    );
  };

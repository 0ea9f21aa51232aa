import { randomBytes } from 'node:crypto';
import {
  notificationPreferencesSchema,
  passwordChangeSchema,
  profileResponseSchema,
  profileSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { registerMultipart } from '../../http/multipart';
import { IMAGE_DIMENSIONS_KEY, inspectImage } from '../../storage/images';
import { readObject, removeObject, writeObject } from '../../storage/object-store';
import { admitUpload, forgetUpload } from '../../storage/upload-quota';
import { verifyAccessToken } from '../auth/access-token';
import { bearerToken, requireUser } from '../auth/authenticate';
import { squareAvatar } from './avatar-image';
import { profileService } from './profile.service';

/** The largest photo accepted before cropping. */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_PATH = '/api/user/photo/';
const PHOTO_NAME = /^[a-f0-9]{32}\.png$/;
const ok = z.object({ ok: z.literal(true) });

/** The profile page (learner-experience §2 /profile): details, photo, password, notification preferences. */
export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const profile = profileService(ctx);
    const auth = { onRequest: requireUser(ctx) };

    app.get(
      '/user/profile',
      { ...auth, schema: { response: { 200: profileResponseSchema, ...errorResponses(401) } } },
      (r) => profile.get(r.user!.id),
    );
    app.put(
      '/user/profile',
      {
        ...auth,
        schema: {
          body: profileSchema,
          response: { 200: profileResponseSchema, ...errorResponses(401, 422) },
        },
      },
      (r) => profile.update(r.user!.id, r.body),
    );
    app.put(
      '/user/password',
      {
        ...auth,
        config: { rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
        schema: { body: passwordChangeSchema, response: { 200: ok, ...errorResponses(401, 403, 422, 429) } },
      },
      async (r) => {
        const token = bearerToken(r);
        const session = token ? ((await verifyAccessToken(token, ctx.secret))?.familyId ?? null) : null;
        await profile.changePassword(r.user!.id, session, r.body);
        return { ok: true as const };
      },
    );
    app.get(
      '/user/notificationPreferences',
      { ...auth, schema: { response: { 200: notificationPreferencesSchema, ...errorResponses(401) } } },
      (r) => profile.preferences(r.user!.id),
    );
    app.put(
      '/user/notificationPreferences',
      {
        ...auth,
        schema: {
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesSchema, ...errorResponses(401, 422) },
        },
      },
      (r) => profile.savePreferences(r.user!.id, r.body),
    );

    await app.register(async (scope) => {
      await registerMultipart(scope, { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0 });
      scope.post(
        '/user/photo',
        {
          ...auth,
          schema: { response: { 200: z.object({ image: z.string() }), ...errorResponses(401, 422, 429) } },
        },
        async (r) => {
          const invalid = (key: string) =>
            new HttpError(422, 'VALIDATION', 'Not an accepted image.', { errors: { image: key } });
          const file = await r.file().catch(() => undefined);
          if (!file) throw invalid('validation.imageFile');
          const data = await file.toBuffer().catch(() => null);
          if (!data || file.file.truncated) throw invalid('validation.imageTooLarge');
          const verdict = await inspectImage(data, file);
          if ('refused' in verdict) {
            throw invalid(verdict.refused === 'dimensions' ? IMAGE_DIMENSIONS_KEY : 'validation.imageFile');
          }
          const square = await squareAvatar(data).catch(() => null);
          if (!square) throw invalid('validation.imageFile');
          const name = `${randomBytes(16).toString('hex')}.png`;
          await admitUpload(
            ctx,
            {
              userId: r.user!.id,
              kind: 'photo',
              field: 'image',
              key: `avatars/${name}`,
              bytes: square.length,
              attached: true,
            },
            () => writeObject(ctx, `avatars/${name}`, square),
          );
          const image = `${PHOTO_PATH}${name}`;
          const { rows } = await ctx.database.pool.query<{ old: string | null }>(
            'UPDATE users u SET image = $2 FROM users before WHERE u.id = $1 AND before.id = u.id RETURNING before.image AS old',
            [r.user!.id, image],
          );
          const old = rows[0]?.old;
          if (old?.startsWith(PHOTO_PATH)) {
            const oldKey = `avatars/${old.slice(PHOTO_PATH.length)}`;
            await removeObject(ctx, oldKey);
            await forgetUpload(ctx, oldKey);
          }
          return { image };
        },
      );
    });

    // Photos are shown wherever the user's name is (forum, ranking): public, like forum images.
    app.get(
      '/user/photo/:name',
      { schema: { params: z.object({ name: z.string().max(100) }) } },
      async (r, reply) => {
        const { name } = r.params;
        const data = PHOTO_NAME.test(name) ? await readObject(ctx, `avatars/${name}`) : null;
        if (!data) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
        return reply
          .header('content-type', 'image/png')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(data);
      },
    );
  };

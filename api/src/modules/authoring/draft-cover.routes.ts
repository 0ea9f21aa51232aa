import { courseDraftSchema } from '@elearn/contracts';
import { COURSE_IMAGE_MAX_BYTES } from '@elearn/contracts/course-authoring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { errorResponses } from '../../http/error-responses';
import { HttpError } from '../../http/errors';
import { registerMultipart } from '../../http/multipart';
import { IMAGE_TYPES, type ImageExtension } from '../../storage/images';
import { readObject, removeObject, writeObject } from '../../storage/object-store';
import { requireRole } from '../auth/access';
import { coverKey, coverRefused, readCover } from './cover-image';
import { findDraft, findDraftCover, setDraftCover } from './drafts.queries';

const params = z.object({ draftId: z.string().max(64) });
const draftNotFound = () => new HttpError(404, 'NOT_FOUND', 'No such draft.');
/** The file's own name as the author sees it again (never a path: only its last segment, trimmed). */
const shownName = (name: string | undefined) =>
  (name ?? '').split(/[\\/]/).pop()!.trim().slice(0, 200) || 'cover';

/**
 * The wizard draft's cover file (authoring §2: the draft is saved on the server, so another
 * device resumes it, its chosen cover too): PUT stores a checked image under drafts/{id}/,
 * GET gives it back to the draft's author only, DELETE drops it. createCourse takes it when
 * no other cover comes. A refused file changes nothing.
 */
export const draftCoverRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const authors = { onRequest: requireRole(ctx, 'allFeatures') };
    await registerMultipart(app, { fileSize: COURSE_IMAGE_MAX_BYTES, files: 1, fields: 0 });

    /** 409 for the author's own finished draft, 404 for anything else (another's draft is absent). */
    const notOpen = async (userId: string, id: string) =>
      (await findDraft(db, userId, id))
        ? new HttpError(409, 'DRAFT_DONE', 'This draft already became a course.')
        : draftNotFound();

    app.put(
      '/course/drafts/:draftId/cover',
      {
        ...authors,
        schema: { params, response: { 200: courseDraftSchema, ...errorResponses(401, 403, 404, 409, 422) } },
      },
      async (r) => {
        // The draft first: a stranger learns nothing about the file rules of someone else's draft.
        if (!(await findDraft(db, r.user!.id, r.params.draftId))) throw draftNotFound();
        const part = await r.file().catch(() => undefined);
        if (!part) throw coverRefused();
        const cover = await readCover(part);
        const key = coverKey(cover.ext, r.params.draftId);
        await writeObject(ctx, key, cover.data);
        const saved = await inTransaction(ctx, (tx) =>
          setDraftCover(tx.db, r.user!.id, r.params.draftId, { key, name: shownName(part.filename) }, tx.now),
        ).catch(async (error: unknown) => {
          await removeObject(ctx, key);
          throw error;
        });
        if (!saved) {
          await removeObject(ctx, key);
          throw await notOpen(r.user!.id, r.params.draftId);
        }
        if (saved.replaced) await removeObject(ctx, saved.replaced);
        return saved.draft;
      },
    );

    app.get('/course/drafts/:draftId/cover', { ...authors, schema: { params } }, async (r, reply) => {
      const cover = await findDraftCover(db, r.user!.id, r.params.draftId);
      const data = cover && (await readObject(ctx, cover.key));
      if (!cover || !data) throw new HttpError(404, 'NOT_FOUND', 'This draft has no cover file.');
      const ext = cover.key.slice(cover.key.lastIndexOf('.') + 1) as ImageExtension;
      return reply
        .header('content-type', IMAGE_TYPES[ext])
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="cover.${ext}"`)
        .send(data);
    });

    app.delete(
      '/course/drafts/:draftId/cover',
      {
        ...authors,
        schema: { params, response: { 200: courseDraftSchema, ...errorResponses(401, 403, 404, 409) } },
      },
      async (r) => {
        const saved = await inTransaction(ctx, (tx) =>
          setDraftCover(tx.db, r.user!.id, r.params.draftId, null, tx.now),
        );
        if (!saved) throw await notOpen(r.user!.id, r.params.draftId);
        if (saved.replaced) await removeObject(ctx, saved.replaced);
        return saved.draft;
      },
    );
  };

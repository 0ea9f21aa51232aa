import { MATERIAL_UPLOAD_TYPES, type MaterialUploadExtension } from '@elearn/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { materialUploads } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { contentMatches } from '../../storage/content-check';
import { directAddresses, readObject, removeObject } from '../../storage/object-store';

/**
 * With S3 the browser PUTs an upload straight to the bucket, so the API never
 * sees the bytes arrive: they are checked when the tree that uses them is saved,
 * by the same rules as an upload through the API (size, magic bytes). A file that
 * fails is removed from the bucket and the save refused; one that never arrived
 * stays unreceived, and the save refuses it as such.
 */
export async function claimDirectUploads(
  ctx: Pick<AppContext, 'config' | 'database' | 'now'>,
  courseId: string,
  keys: string[],
): Promise<void> {
  if (!directAddresses(ctx) || !keys.length) return;
  const db = ctx.database.db;
  const pending = await db
    .select()
    .from(materialUploads)
    .where(
      and(
        inArray(materialUploads.key, keys),
        eq(materialUploads.courseId, courseId),
        isNull(materialUploads.receivedAt),
      ),
    );
  for (const upload of pending) {
    const data = await readObject(ctx, upload.key);
    if (!data) continue;
    const ext = upload.extension as MaterialUploadExtension;
    if (!(await contentMatches(ext, data))) {
      await removeObject(ctx, upload.key);
      const tooLarge = data.length > MATERIAL_UPLOAD_TYPES[ext].maxBytes;
      throw new HttpError(422, 'VALIDATION', tooLarge ? 'The file is too large.' : 'File type is not valid', {
        errors: { file: tooLarge ? 'validation.materials.tooLarge' : 'validation.materials.fileType' },
      });
    }
    await db
      .update(materialUploads)
      .set({ receivedAt: ctx.now(), bytes: data.length })
      .where(eq(materialUploads.key, upload.key));
  }
}

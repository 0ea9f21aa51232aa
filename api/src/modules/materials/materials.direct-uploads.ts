import type { MaterialUploadExtension } from '@elearn/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { materialUploads } from '../../db/schema';
import { directAddresses, readObject, removeObject } from '../../storage/object-store';
import { sizeUpload } from '../../storage/upload-quota';
import { checkUpload } from './materials.upload-check';

/**
 * With S3 the browser PUTs an upload straight to the bucket, so the API never
 * sees the bytes arrive: they are checked when the tree that uses them is saved,
 * by the same rules as an upload through the API (checkUpload: size, magic bytes,
 * a SCORM package unpacked). A file that fails is removed from the bucket and the
 * save refused; one that never arrived stays unreceived, and the save refuses it.
 */
export async function claimDirectUploads(ctx: AppContext, courseId: string, keys: string[]): Promise<void> {
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
    await checkUpload(ctx, upload.key, upload.extension as MaterialUploadExtension, data).catch(
      async (error) => {
        await removeObject(ctx, upload.key);
        throw error;
      },
    );
    await sizeUpload(ctx, upload.key, data.length).catch(async (error) => {
      await removeObject(ctx, upload.key);
      throw error;
    });
    await db
      .update(materialUploads)
      .set({ receivedAt: ctx.now(), bytes: data.length })
      .where(eq(materialUploads.key, upload.key));
  }
}

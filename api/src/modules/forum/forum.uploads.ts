import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import type { ImageExtension } from '../../storage/images';
import { removeObject, writeObject } from '../../storage/object-store';

// The forum's images are storage keys at the top level ({hex}.{ext}), served by GET /api/files/{name}.

const MINUTE_MS = 60_000;

/**
 * Stores an image a course member uploads to the course's forum, within the user's
 * rate (FORUM_UPLOADS_PER_MINUTE: 429 UPLOAD_RATE_LIMITED) and storage quota
 * (FORUM_UPLOAD_QUOTA_MB: 422 UPLOAD_QUOTA_EXCEEDED). Returns the file's name.
 */
export async function storeForumImage(
  ctx: AppContext,
  userId: string,
  courseId: string,
  data: Buffer,
  ext: ImageExtension,
): Promise<string> {
  const { forumUploadsPerMinute, forumUploadQuotaBytes } = ctx.config;
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await inTransaction(ctx, async (tx) => {
    // One upload of a user at a time, so parallel ones cannot all pass the same check.
    await tx.client.query("SELECT pg_advisory_xact_lock(hashtext('forum-upload:' || $1))", [userId]);
    const { rows } = await tx.client.query<{ recent: number; stored: string }>(
      `SELECT count(*) FILTER (WHERE created_at > $2)::int AS recent, coalesce(sum(bytes), 0)::text AS stored
         FROM forum_uploads WHERE user_id = $1`,
      [userId, new Date(tx.now.getTime() - MINUTE_MS)],
    );
    const { recent, stored } = rows[0]!;
    if (recent >= forumUploadsPerMinute) {
      throw new HttpError(429, 'UPLOAD_RATE_LIMITED', 'Too many images in a minute, try again shortly.');
    }
    if (Number(stored) + data.length > forumUploadQuotaBytes) {
      throw new HttpError(422, 'UPLOAD_QUOTA_EXCEEDED', 'Your images use all the storage you have.');
    }
    await tx.client.query(
      'INSERT INTO forum_uploads (name, user_id, course_id, bytes, created_at) VALUES ($1, $2, $3, $4, $5)',
      [name, userId, courseId, data.length, tx.now],
    );
    // Written before COMMIT: a failed write leaves no row, and a row always has its file.
    await writeObject(ctx, name, data);
  });
  return name;
}

/**
 * The scheduled clean-up: removes the uploads older than FORUM_UPLOAD_GRACE_HOURS
 * that no post, comment or reply refers to (never used, or their item was edited or
 * deleted), rows and files. Returns the names removed.
 */
export async function removeOrphanUploads(ctx: Pick<AppContext, 'config' | 'database' | 'now'>) {
  const before = new Date(ctx.now().getTime() - ctx.config.forumUploadGraceMs);
  const { rows } = await ctx.database.pool.query<{ name: string }>(
    `DELETE FROM forum_uploads u
      WHERE u.created_at < $1
        AND NOT EXISTS (SELECT 1 FROM forum_posts WHERE content LIKE '%' || u.name || '%')
        AND NOT EXISTS (SELECT 1 FROM forum_comments WHERE content LIKE '%' || u.name || '%')
        AND NOT EXISTS (SELECT 1 FROM forum_replies WHERE content LIKE '%' || u.name || '%')
      RETURNING u.name`,
    [before],
  );
  for (const { name } of rows) await removeObject(ctx, name);
  return rows.map((r) => r.name);
}

import type { AppContext } from '../context';
import { inTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';
import { removeObject } from './object-store';

// One rate and quota rule for every upload route outside the forum (whose images have
// their own settings, and count towards the same per-minute rate): ticket attachments,
// profile photos, materials, admin images. 100 ticket attachments of 1.9 MB that no
// ticket used, 100 photos and 100 material uploads were all taken before (issue 30).

const MINUTE_MS = 60_000;

export type UploadKind = 'ticket' | 'photo' | 'material' | 'image';

export interface UploadClaim {
  userId: string;
  /** A course's materials count against the course (its staff share it); anything else against the user. */
  courseId?: string | null;
  kind: UploadKind;
  key: string;
  bytes: number;
  /** Used at once (a photo, an admin image); otherwise removed after the grace period unless attached. */
  attached: boolean;
  /** The form field a refusal names (its message is a common i18n key). */
  field: string;
}

export const uploadRateLimited = (field: string) =>
  new HttpError(429, 'UPLOAD_RATE_LIMITED', 'Too many uploads in a minute, try again shortly.', {
    errors: { [field]: 'validation.uploadRateLimited' },
  });
export const uploadQuotaExceeded = (field: string) =>
  new HttpError(422, 'UPLOAD_QUOTA_EXCEEDED', 'Your uploads use all the storage you have.', {
    errors: { [field]: 'validation.uploadQuota' },
  });

/**
 * Records an upload within the rule, then runs `store` (writing the file) in the same
 * transaction: UPLOADS_PER_MINUTE a user (forum images included: 429
 * UPLOAD_RATE_LIMITED), UPLOAD_QUOTA_MB a user or COURSE_UPLOAD_QUOTA_MB a course
 * (422 UPLOAD_QUOTA_EXCEEDED). A refused upload stores nothing.
 */
export async function admitUpload(
  ctx: AppContext,
  claim: UploadClaim,
  store: () => Promise<void>,
): Promise<void> {
  const { perMinute, userQuotaBytes, courseQuotaBytes } = ctx.config.uploads;
  await inTransaction(ctx, async (tx) => {
    // One upload of a user at a time, so parallel ones cannot all pass the same check.
    await tx.client.query("SELECT pg_advisory_xact_lock(hashtext('upload:' || $1))", [claim.userId]);
    const since = new Date(tx.now.getTime() - MINUTE_MS);
    const { rows } = await tx.client.query<{ recent: number }>(
      `SELECT (SELECT count(*) FROM uploads WHERE user_id = $1 AND created_at > $2)
            + (SELECT count(*) FROM forum_uploads WHERE user_id = $1 AND created_at > $2) AS recent`,
      [claim.userId, since],
    );
    if (Number(rows[0]!.recent) >= perMinute) throw uploadRateLimited(claim.field);
    if (claim.courseId)
      await tx.client.query("SELECT pg_advisory_xact_lock(hashtext('upload-course:' || $1))", [
        claim.courseId,
      ]);
    const { rows: used } = await tx.client.query<{ bytes: string }>(
      claim.courseId
        ? 'SELECT coalesce(sum(bytes), 0)::text AS bytes FROM uploads WHERE course_id = $1'
        : 'SELECT coalesce(sum(bytes), 0)::text AS bytes FROM uploads WHERE user_id = $1 AND course_id IS NULL',
      [claim.courseId ?? claim.userId],
    );
    const quota = claim.courseId ? courseQuotaBytes : userQuotaBytes;
    if (Number(used[0]!.bytes) + claim.bytes > quota) throw uploadQuotaExceeded(claim.field);
    await tx.client.query(
      'INSERT INTO uploads (key, user_id, course_id, kind, bytes, attached, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [claim.key, claim.userId, claim.courseId ?? null, claim.kind, claim.bytes, claim.attached, tx.now],
    );
    // Written before COMMIT: a failed write leaves no row, and a row always has its file.
    await store();
  });
}

/**
 * The size of an upload whose bytes arrived after it was admitted (a presigned material
 * upload), within its course's or user's quota (422 UPLOAD_QUOTA_EXCEEDED).
 */
export async function sizeUpload(ctx: AppContext, key: string, bytes: number, field = 'file'): Promise<void> {
  const { userQuotaBytes, courseQuotaBytes } = ctx.config.uploads;
  await inTransaction(ctx, async (tx) => {
    const { rows } = await tx.client.query<{ user_id: string; course_id: string | null }>(
      'SELECT user_id, course_id FROM uploads WHERE key = $1',
      [key],
    );
    const upload = rows[0];
    if (!upload) return;
    const owner = upload.course_id ?? upload.user_id;
    await tx.client.query("SELECT pg_advisory_xact_lock(hashtext('upload-course:' || $1))", [owner]);
    const { rows: used } = await tx.client.query<{ bytes: string }>(
      upload.course_id
        ? 'SELECT coalesce(sum(bytes), 0)::text AS bytes FROM uploads WHERE course_id = $1 AND key <> $2'
        : 'SELECT coalesce(sum(bytes), 0)::text AS bytes FROM uploads WHERE user_id = $1 AND course_id IS NULL AND key <> $2',
      [owner, key],
    );
    if (Number(used[0]!.bytes) + bytes > (upload.course_id ? courseQuotaBytes : userQuotaBytes)) {
      throw uploadQuotaExceeded(field);
    }
    await tx.client.query('UPDATE uploads SET bytes = $2 WHERE key = $1', [key, bytes]);
  });
}

/** Marks uploads as used by what they were uploaded for: the clean-up keeps them. */
export async function attachUploads(run: { query: AppContext['database']['pool']['query'] }, keys: string[]) {
  if (keys.length) await run.query('UPDATE uploads SET attached = true WHERE key = ANY($1::text[])', [keys]);
}

/** Forgets an upload whose file is gone (a replaced photo): it no longer counts. */
export async function forgetUpload(ctx: Pick<AppContext, 'database'>, key: string) {
  await ctx.database.pool.query('DELETE FROM uploads WHERE key = $1', [key]);
}

/**
 * The scheduled clean-up: removes the uploads older than UPLOAD_GRACE_HOURS that nothing
 * attached (a ticket attachment no message carries, a material no saved tree uses),
 * rows and files. Returns the keys removed.
 */
export async function removeUnattachedUploads(ctx: Pick<AppContext, 'config' | 'database' | 'now'>) {
  const before = new Date(ctx.now().getTime() - ctx.config.uploads.graceMs);
  const { rows } = await ctx.database.pool.query<{ key: string }>(
    'DELETE FROM uploads WHERE NOT attached AND created_at < $1 RETURNING key',
    [before],
  );
  const keys = rows.map((r) => r.key);
  if (keys.length) {
    await ctx.database.pool.query(
      'DELETE FROM material_uploads m WHERE key = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM material_files f WHERE f.storage_key = m.key)',
      [keys],
    );
  }
  for (const key of keys) await removeObject(ctx, key);
  return keys;
}

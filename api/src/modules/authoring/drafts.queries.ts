import type { CourseDraft, WizardStep } from '@elearn/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courseDrafts } from '../../db/schema';
import { isUuid } from '../../http/uuid';

const columns = {
  id: courseDrafts.id,
  step: courseDrafts.step,
  values: courseDrafts.values,
  coverName: courseDrafts.coverName,
  courseId: courseDrafts.courseId,
  updatedAt: courseDrafts.updatedAt,
};
type Row = { updatedAt: Date; step: string; coverName: string | null } & Omit<
  CourseDraft,
  'updatedAt' | 'step' | 'cover'
>;
const toDraft = ({ coverName, ...row }: Row): CourseDraft => ({
  ...row,
  step: row.step as WizardStep,
  cover: coverName === null ? null : { name: coverName },
  updatedAt: row.updatedAt.toISOString(),
});
const own = (userId: string, id: string) => and(eq(courseDrafts.id, id), eq(courseDrafts.userId, userId));
/** The user's own draft that is not a course yet. */
const open = (userId: string, id: string) => and(own(userId, id), isNull(courseDrafts.courseId));

export async function createDraft(db: Queryable, userId: string): Promise<CourseDraft> {
  const [row] = await db.insert(courseDrafts).values({ userId }).returning(columns);
  return toDraft(row!);
}

/** The user's own draft, or null (another user's draft is as absent as a missing one). */
export async function findDraft(db: Queryable, userId: string, id: string): Promise<CourseDraft | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(columns).from(courseDrafts).where(own(userId, id));
  return row ? toDraft(row) : null;
}

/** Saves the author's progress; a draft whose course was created is not changed (null). */
export async function saveDraft(
  db: Queryable,
  userId: string,
  id: string,
  step: WizardStep,
  values: Record<string, unknown>,
  now: Date,
): Promise<CourseDraft | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(courseDrafts)
    .set({ step, values, updatedAt: now })
    .where(open(userId, id))
    .returning(columns);
  return row ? toDraft(row) : null;
}

/** The storage key of the user's own draft's cover file and its name, or null (none, or not theirs). */
export async function findDraftCover(
  db: Queryable,
  userId: string,
  id: string,
): Promise<{ key: string; name: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ key: courseDrafts.coverKey, name: courseDrafts.coverName })
    .from(courseDrafts)
    .where(own(userId, id));
  return row?.key ? { key: row.key, name: row.name ?? '' } : null;
}

/**
 * Sets (or with null clears) the open draft's cover file, in the caller's transaction (the
 * old key is read under a row lock); answers the draft and the key it
 * replaced (for the caller to remove from storage), or null when the draft is not an open one of the user.
 */
export async function setDraftCover(
  db: Queryable,
  userId: string,
  id: string,
  cover: { key: string; name: string } | null,
  now: Date,
): Promise<{ draft: CourseDraft; replaced: string | null } | null> {
  if (!isUuid(id)) return null;
  const [before] = await db
    .select({ key: courseDrafts.coverKey })
    .from(courseDrafts)
    .where(open(userId, id))
    .for('update');
  if (!before) return null;
  const [row] = await db
    .update(courseDrafts)
    .set({ coverKey: cover?.key ?? null, coverName: cover?.name ?? null, updatedAt: now })
    .where(open(userId, id))
    .returning(columns);
  return row ? { draft: toDraft(row), replaced: before.key } : null;
}

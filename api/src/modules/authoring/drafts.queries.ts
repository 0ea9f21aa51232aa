import type { CourseDraft, WizardStep } from '@elearn/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courseDrafts } from '../../db/schema';
import { isUuid } from '../../http/uuid';

const columns = {
  id: courseDrafts.id,
  step: courseDrafts.step,
  values: courseDrafts.values,
  courseId: courseDrafts.courseId,
  updatedAt: courseDrafts.updatedAt,
};
const toDraft = (
  row: { updatedAt: Date; step: string } & Omit<CourseDraft, 'updatedAt' | 'step'>,
): CourseDraft => ({
  ...row,
  step: row.step as WizardStep,
  updatedAt: row.updatedAt.toISOString(),
});

export async function createDraft(db: Queryable, userId: string): Promise<CourseDraft> {
  const [row] = await db.insert(courseDrafts).values({ userId }).returning(columns);
  return toDraft(row!);
}

/** The user's own draft, or null (another user's draft is as absent as a missing one). */
export async function findDraft(db: Queryable, userId: string, id: string): Promise<CourseDraft | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(columns)
    .from(courseDrafts)
    .where(and(eq(courseDrafts.id, id), eq(courseDrafts.userId, userId)));
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
    .where(and(eq(courseDrafts.id, id), eq(courseDrafts.userId, userId), isNull(courseDrafts.courseId)))
    .returning(columns);
  return row ? toDraft(row) : null;
}

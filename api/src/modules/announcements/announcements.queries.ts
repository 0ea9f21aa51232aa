import type { Run } from '../../db/transaction';

/* SQL of the announcements (tables in db/schema/announcements-store.ts). */

export interface AnnouncementRow {
  id: string;
  title: string;
  text: string;
  created_at: Date;
  is_read: boolean;
}

const READ_BY = (reader: string) =>
  `EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.user_id = ${reader})`;

/** A page of announcements as one reader sees them, newest first; only their unread ones if asked. */
export async function listAnnouncements(
  db: Run,
  readerId: string,
  page: { skip: number; limit: number; unreadOnly: boolean },
) {
  const { rows } = await db.query<AnnouncementRow>(
    `SELECT a.id, a.title, a.text, a.created_at, ${READ_BY('$1')} AS is_read
     FROM announcements a ${page.unreadOnly ? `WHERE NOT ${READ_BY('$1')}` : ''}
     ORDER BY a.created_at DESC, a.id DESC OFFSET $2 LIMIT $3`,
    [readerId, page.skip, page.limit],
  );
  return rows;
}

export async function countAnnouncements(db: Run, readerId: string) {
  const { rows } = await db.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT ${READ_BY('$1')})::int AS unread
     FROM announcements a`,
    [readerId],
  );
  return rows[0]!;
}

export async function insertAnnouncement(db: Run, a: { title: string; text: string; createdBy: string }) {
  const { rows } = await db.query<AnnouncementRow>(
    `INSERT INTO announcements (title, text, created_by) VALUES ($1, $2, $3)
     RETURNING id, title, text, created_at, false AS is_read`,
    [a.title, a.text, a.createdBy],
  );
  return rows[0]!;
}

/** Records that a reader opened an announcement (once); null when there is no such announcement. */
export async function markRead(db: Run, readerId: string, id: string) {
  const { rows } = await db.query<AnnouncementRow>(
    `WITH found AS (SELECT id, title, text, created_at FROM announcements WHERE id = $1),
     read AS (
       INSERT INTO announcement_reads (announcement_id, user_id) SELECT id, $2 FROM found
       ON CONFLICT DO NOTHING
     )
     SELECT id, title, text, created_at, true AS is_read FROM found`,
    [id, readerId],
  );
  return rows[0] ?? null;
}

/** An announcement as it is stored (what the audit log keeps of a deleted one), locked until the transaction ends. */
export async function findAnnouncement(db: Run, id: string) {
  const { rows } = await db.query<{ title: string; text: string; createdBy: string | null }>(
    'SELECT title, text, created_by AS "createdBy" FROM announcements WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

/** Whether an announcement was there to delete. */
export async function deleteAnnouncement(db: Run, id: string) {
  const { rowCount } = await db.query('DELETE FROM announcements WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

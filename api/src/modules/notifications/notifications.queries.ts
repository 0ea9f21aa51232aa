import type { NotificationTemplateType } from '@elearn/contracts';
import type { Run } from '../../db/transaction';

/* SQL of the notifications (table in db/schema/forum.ts). */

export interface NotificationRow {
  id: string;
  event_short: string;
  template: string;
  template_type: NotificationTemplateType;
  attributes: Record<string, string>;
  created_at: Date;
  seen_at: Date | null;
}

const COLUMNS = 'id, event_short, template, template_type, attributes, created_at, seen_at';

export async function insertNotification(
  db: Run,
  n: {
    userId: string;
    short: string;
    template: string;
    templateType: NotificationTemplateType;
    attributes: Record<string, string>;
  },
) {
  const { rows } = await db.query<NotificationRow>(
    `INSERT INTO notifications (user_id, event_short, template, template_type, attributes)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [n.userId, n.short, n.template, n.templateType, JSON.stringify(n.attributes)],
  );
  return rows[0]!;
}

export interface NotificationPageRow extends Partial<NotificationRow> {
  total: number | null;
  not_seen: number | null;
}

/**
 * A page of a user's notifications, newest first (id breaks ties so pages
 * never overlap), with the user's counts (kept by a trigger on every change,
 * migration 0006: no count of the list) on every row: one round trip. An
 * empty page is one row of counts with a null id. With `after` (a
 * notification id) the page starts right below it: keyset paging on
 * notifications_user_created, however deep.
 */
export async function listNotificationPage(
  db: Run,
  userId: string,
  page: { skip: number; limit: number; after?: string },
) {
  const below = page.after
    ? 'AND (n.created_at, n.id) < (SELECT a.created_at, a.id FROM notifications a WHERE a.id = $4 AND a.user_id = me.id)'
    : '';
  // Not a named statement: the pool's clients share PGlite's one session, where a name prepared
  // by one client collides with the next ("prepared statement already exists", a 500).
  const { rows } = await db.query<NotificationPageRow>(
    `SELECT c.total, c.not_seen, p.* FROM (SELECT $1::uuid AS id) me
     LEFT JOIN notification_counts c ON c.user_id = me.id
     LEFT JOIN LATERAL (SELECT ${COLUMNS} FROM notifications n WHERE n.user_id = me.id ${below}
       ORDER BY n.created_at DESC, n.id DESC OFFSET $2 LIMIT $3) p ON true`,
    [userId, page.after ? 0 : page.skip, page.limit, ...(page.after ? [page.after] : [])],
  );
  const counts = { total: rows[0]?.total ?? 0, not_seen: rows[0]?.not_seen ?? 0 };
  return { rows: rows.filter((r): r is NotificationPageRow & NotificationRow => r.id != null), counts };
}

/** Marks one of the user's notifications seen, keeping the first time; null when it is not theirs. */
export async function markSeen(db: Run, userId: string, id: string) {
  const { rows } = await db.query<{ seen_at: Date }>(
    `UPDATE notifications SET seen_at = COALESCE(seen_at, now())
     WHERE id = $1 AND user_id = $2 RETURNING seen_at`,
    [id, userId],
  );
  return rows[0]?.seen_at ?? null;
}

/** Marks every unseen notification of a user seen; returns how many changed. */
export async function markAllSeen(db: Run, userId: string) {
  const { rowCount } = await db.query(
    'UPDATE notifications SET seen_at = now() WHERE user_id = $1 AND seen_at IS NULL',
    [userId],
  );
  return rowCount ?? 0;
}

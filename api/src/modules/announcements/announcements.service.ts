import type { Announcement, AnnouncementCreate, AnnouncementList, User } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { recordAudit } from '../audit/audit.queries';
import * as q from './announcements.queries';

const toAnnouncement = (r: q.AnnouncementRow): Announcement => ({
  id: r.id,
  title: r.title,
  text: r.text,
  createdAt: new Date(r.created_at).toISOString(),
  isRead: r.is_read,
});

const missing = () => new HttpError(404, 'NOT_FOUND', 'No such announcement.');

/**
 * Announcements (learner-experience §2–4): every signed-in user reads them
 * and has their own read state; staff publish and delete (the routes check
 * it), and every open tab hears of it (`announcement`, `deletedAnnouncement`).
 */
export function announcementsService(ctx: Pick<AppContext, 'database' | 'realtime' | 'now'>) {
  const db = ctx.database.pool;

  return {
    /** `total` counts what the query asks for: all announcements, or only the unread ones. */
    async list(
      user: User,
      query: { skip: number; limit: number; unread?: 'true' | 'false' },
    ): Promise<AnnouncementList> {
      const unreadOnly = query.unread === 'true';
      const rows = await q.listAnnouncements(db, user.id, {
        skip: query.skip,
        limit: query.limit,
        unreadOnly,
      });
      const counts = await q.countAnnouncements(db, user.id);
      return {
        announcements: rows.map(toAnnouncement),
        total: unreadOnly ? counts.unread : counts.total,
        unreadCount: counts.unread,
      };
    },

    /** Idempotent: reading twice keeps the first read. */
    async markRead(user: User, id: string): Promise<Announcement> {
      const row = isUuid(id) ? await q.markRead(db, user.id, id) : null;
      if (!row) throw missing();
      return toAnnouncement(row);
    },

    /**
     * Stored as the plain text it is; the UI renders it as text, never as HTML.
     * Written to the audit log in the same transaction (a staff change).
     */
    async publish(user: User, input: AnnouncementCreate): Promise<Announcement> {
      const announcement = await inTransaction(ctx, async (tx) => {
        const row = toAnnouncement(await q.insertAnnouncement(tx.client, { ...input, createdBy: user.id }));
        const after = { title: row.title, text: row.text };
        await recordAudit(
          tx.client,
          {
            actorId: user.id,
            action: 'create',
            entity: 'announcement',
            entityId: row.id,
            before: null,
            after,
          },
          tx.now,
        );
        return row;
      });
      ctx.realtime.broadcast('announcement', announcement);
      return announcement;
    },

    async remove(user: User, id: string) {
      if (!isUuid(id)) throw missing();
      await inTransaction(ctx, async (tx) => {
        const before = await q.findAnnouncement(tx.client, id);
        if (!before || !(await q.deleteAnnouncement(tx.client, id))) throw missing();
        await recordAudit(
          tx.client,
          { actorId: user.id, action: 'delete', entity: 'announcement', entityId: id, before, after: null },
          tx.now,
        );
      });
      ctx.realtime.broadcast('deletedAnnouncement', { id });
    },
  };
}

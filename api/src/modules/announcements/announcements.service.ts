import type { Announcement, AnnouncementCreate, AnnouncementList, User } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
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
export function announcementsService(ctx: Pick<AppContext, 'database' | 'realtime'>) {
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

    /** Stored as the plain text it is; the UI renders it as text, never as HTML. */
    async publish(user: User, input: AnnouncementCreate): Promise<Announcement> {
      const announcement = toAnnouncement(await q.insertAnnouncement(db, { ...input, createdBy: user.id }));
      ctx.realtime.broadcast('announcement', announcement);
      return announcement;
    },

    async remove(id: string) {
      if (!isUuid(id) || !(await q.deleteAnnouncement(db, id))) throw missing();
      ctx.realtime.broadcast('deletedAnnouncement', { id });
    },
  };
}

import { ANNOUNCEMENTS_BELL_SIZE, ANNOUNCEMENTS_PAGE } from '@elearn/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENTS_KEY, announcementsPageQuery, unreadAnnouncementsQuery } from './announcements.queries';
import type { Announcement, AnnouncementList } from './announcements.resource';

// The bell and the announcements page share the page's one query cache: what one
// learns (a new one, a read one, a deleted one) the other shows without a call.

const pagesKey = [...ANNOUNCEMENTS_KEY, 'page'];
const isFirstPage = (key: readonly unknown[]) => key[3] === 1;

/** A published one, live: first in the bell (when unread) and on page 1; later pages shift, so they reload. */
export function announcementPublished(client: QueryClient, live: Announcement) {
  client.setQueryData(unreadAnnouncementsQuery.queryKey, (list) => {
    if (!list || live.isRead) return list;
    // Shown already, or older than the newest shown: a replay after a reconnect that a reload counted.
    const newest = list.announcements[0];
    if (list.announcements.some((item) => item.id === live.id)) return list;
    if (newest && live.createdAt < newest.createdAt) return list;
    return {
      ...list,
      announcements: [live, ...list.announcements].slice(0, ANNOUNCEMENTS_BELL_SIZE),
      unreadCount: list.unreadCount + 1,
    };
  });
  client.setQueryData(announcementsPageQuery(1).queryKey, (list) => {
    if (!list || list.announcements.some((item) => item.id === live.id)) return list;
    return {
      announcements: [live, ...list.announcements].slice(0, ANNOUNCEMENTS_PAGE),
      total: list.total + 1,
      unreadCount: list.unreadCount + (live.isRead ? 0 : 1),
    };
  });
  void client.invalidateQueries({ queryKey: pagesKey, predicate: (query) => !isFirstPage(query.queryKey) });
}

/** One was marked read: it leaves the bell and shows as read on the page; both counts drop by one. */
export function announcementRead(client: QueryClient, id: string) {
  const bell = client.getQueryData(unreadAnnouncementsQuery.queryKey);
  if (bell?.announcements.some((item) => item.id === id)) {
    const announcements = bell.announcements.filter((item) => item.id !== id);
    const unreadCount = Math.max(0, bell.unreadCount - 1);
    client.setQueryData(unreadAnnouncementsQuery.queryKey, { ...bell, announcements, unreadCount });
    // More unread ones than shown: the next one moves up into the bell.
    if (unreadCount > announcements.length) void client.invalidateQueries(unreadAnnouncementsQuery);
  } else if (bell) {
    void client.invalidateQueries(unreadAnnouncementsQuery);
  }
  client.setQueriesData<AnnouncementList>({ queryKey: pagesKey }, (list) => {
    const target = list?.announcements.find((item) => item.id === id);
    if (!list || !target || target.isRead) return list;
    return {
      ...list,
      announcements: list.announcements.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
      unreadCount: Math.max(0, list.unreadCount - 1),
    };
  });
}

/** Deleted (here or by someone else): only the server knows the counts after it, so the lists reload. */
export function announcementDeleted(client: QueryClient) {
  void client.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });
}

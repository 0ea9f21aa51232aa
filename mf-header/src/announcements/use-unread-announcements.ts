import { useBusEvent } from '@elearn/platform';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { announcementDeleted, announcementPublished, announcementRead } from './announcements.cache';
import { unreadAnnouncementsQuery } from './announcements.queries';
import { type Announcement, putAnnouncementRead } from './announcements.resource';

/**
 * Keeps every cached announcements list live while mounted: `announcement`
 * written into the cache, `deletedAnnouncement` reloads (a reconnect the server
 * did not recover reloads every query: `socket:resync`).
 * Updates are idempotent, so the bell and the page may both mount it.
 */
export function useLiveAnnouncements() {
  const queryClient = useQueryClient();
  useBusEvent('server:announcement', (live) => announcementPublished(queryClient, live));
  useBusEvent('server:deletedAnnouncement', () => announcementDeleted(queryClient));
}

/** Marks one read on the server, then in every list that shows it; a deleted one reloads the lists. */
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return async (announcement: Announcement) => {
    const stillThere = await putAnnouncementRead(announcement.id).catch(() => null);
    if (stillThere === null) return;
    if (stillThere) announcementRead(queryClient, announcement.id);
    else announcementDeleted(queryClient);
  };
}

/** The bell's latest unread announcements, live. */
export function useUnreadAnnouncements() {
  const query = useQuery(unreadAnnouncementsQuery);
  useLiveAnnouncements();
  const markRead = useMarkAnnouncementRead();
  return {
    items: query.data?.announcements ?? [],
    unreadCount: query.data?.unreadCount ?? 0,
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    reload: () => void query.refetch(),
    markRead,
  } as const;
}

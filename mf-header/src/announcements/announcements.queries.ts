import { queryOptions } from '@tanstack/react-query';
import { getAnnouncements, getUnreadAnnouncements } from './announcements.resource';

/** Every announcements query starts with this key: the bell's and each page of the announcements page. */
export const ANNOUNCEMENTS_KEY = ['header', 'announcements'] as const;

/** The bell: the latest unread ones and the unread count. */
export const unreadAnnouncementsQuery = queryOptions({
  queryKey: [...ANNOUNCEMENTS_KEY, 'unread'],
  queryFn: () => getUnreadAnnouncements(),
});

/** One page of the announcements page. */
export const announcementsPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...ANNOUNCEMENTS_KEY, 'page', page],
    queryFn: () => getAnnouncements(page),
  });

import { getUnreadAnnouncements } from '../src/announcements/announcements.resource';
import { getNotifications } from '../src/notifications/notifications.resource';

/**
 * For tests of the whole header (with `jest.mock` of both resources): the
 * bells find nothing new rather than calling a server.
 */
export function quietBells(): void {
  jest.mocked(getNotifications).mockResolvedValue({ notifications: [], notSeenCount: 0, total: 0 });
  jest.mocked(getUnreadAnnouncements).mockResolvedValue({ announcements: [], total: 0, unreadCount: 0 });
}

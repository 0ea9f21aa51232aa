import type { Announcement, Notification } from '@elearn/contracts';
import { getUnreadAnnouncements } from '../src/announcements/announcements.resource';
import { getNotifications } from '../src/notifications/notifications.resource';

let sequence = 0;

/** A notification as GET /notification/listAll returns it (a forum comment, unseen, by default). */
export const aNotification = (overrides: Partial<Notification> = {}): Notification => {
  sequence += 1;
  return {
    id: `n-${sequence}`,
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, sequence % 60)).toISOString(),
    seenAt: null,
    attributes: { actor: `Omar ${sequence}`, link: `/course/algebra/forum/post-${sequence}` },
    notificationEvent: {
      short: 'forum.comment',
      template: 'notifications.forum.comment',
      templateType: 'link',
    },
    ...overrides,
  };
};

export const anAnnouncement = (overrides: Partial<Announcement> = {}): Announcement => {
  sequence += 1;
  return {
    id: `a-${sequence}`,
    title: `Announcement ${sequence}`,
    text: `Text of announcement ${sequence}`,
    createdAt: new Date(Date.UTC(2026, 10, 20, 9, sequence % 60)).toISOString(),
    isRead: false,
    ...overrides,
  };
};

/**
 * For tests of the whole header (with `jest.mock` of both resources): the
 * bells find nothing new rather than calling a server.
 */
export function quietBells(): void {
  jest.mocked(getNotifications).mockResolvedValue({ notifications: [], notSeenCount: 0, total: 0 });
  jest.mocked(getUnreadAnnouncements).mockResolvedValue({ announcements: [], total: 0, unreadCount: 0 });
}

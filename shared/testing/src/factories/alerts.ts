import type { Announcement, Notification } from '@elearn/contracts';

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

/** An announcement as the announcement lists return it (unread by default). */
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

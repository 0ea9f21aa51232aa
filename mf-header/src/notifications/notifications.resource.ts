import type { NotificationList } from '@elearn/contracts';
import { NOTIFICATIONS_PAGE } from '@elearn/contracts/constants';
import { http, readData } from '@elearn/platform';

export type { Notification, NotificationList } from '@elearn/contracts';
export { NOTIFICATIONS_PAGE };

// A notification that is gone (404) needs no error dialog: the next reload drops it.
const goneIsAnAnswer = { answers: [404] };

/**
 * A page of the user's notifications, newest first, with the unseen count:
 * the first page, or the one right below the notification `after` (by id).
 */
export async function getNotifications(
  after?: string,
  limit = NOTIFICATIONS_PAGE,
): Promise<NotificationList> {
  return readData<NotificationList>(http.get('/notification/listAll', { params: { after, limit } }));
}

/** Marks one notification seen; false when the server no longer has it. */
export async function putNotificationSeen(id: string): Promise<boolean> {
  const response = await http.put(`/notification/seen/${encodeURIComponent(id)}`, undefined, goneIsAnAnswer);
  return response.status === 200;
}

export async function putAllNotificationsSeen(): Promise<void> {
  await http.put('/notification/seen/markAllSeen');
}

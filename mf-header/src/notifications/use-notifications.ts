import { useBusEvent } from '@elearn/platform';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notificationsQuery } from './notifications.queries';
import {
  getNotifications,
  type Notification,
  type NotificationList,
  putAllNotificationsSeen,
  putNotificationSeen,
} from './notifications.resource';

/**
 * Whether a live notification is already counted: shown, or older than the
 * newest shown one (socket.io replays missed events after a reconnect, when a
 * reload has already counted them).
 */
const isKnown = (items: Notification[], live: Notification) =>
  items.some((item) => item.id === live.id) ||
  (items[0] !== undefined && live.createdAt < items[0].createdAt);

const withoutDuplicates = (items: Notification[]) => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
};

const EMPTY: NotificationList = { notifications: [], total: 0, notSeenCount: 0 };

/**
 * The bell's notifications in the page's query cache: the first page and the
 * unseen count, pages added by Load More, live `notification` written into the
 * cache, `refreshNotifications` reloads it (and, as every query, a reconnect
 * the server did not recover: `socket:resync`).
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const query = useQuery(notificationsQuery);
  const [loadingMore, setLoadingMore] = useState(false);
  const { queryKey } = notificationsQuery;
  const patch = (change: (list: NotificationList) => NotificationList) =>
    queryClient.setQueryData(queryKey, (list) => list && change(list));
  // A reload shows the first page again; the one on its way is replaced (only the latest lands).
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const list = query.data ?? EMPTY;

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const page = await getNotifications(list.notifications.at(-1)?.id);
      patch((current) => ({
        notifications: withoutDuplicates([...current.notifications, ...page.notifications]),
        total: page.total,
        notSeenCount: page.notSeenCount,
      }));
    } catch {
      // The HTTP client already showed the error; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  };

  /** Marks one seen when it was unseen; the count drops by one once the server agrees. */
  const markSeen = async (notification: Notification) => {
    if (notification.seenAt) return;
    if (!(await putNotificationSeen(notification.id).catch(() => false))) return;
    patch((current) => {
      const target = current.notifications.find((item) => item.id === notification.id);
      if (!target || target.seenAt) return current;
      return {
        ...current,
        notifications: current.notifications.map((item) =>
          item.id === notification.id ? { ...item, seenAt: new Date().toISOString() } : item,
        ),
        notSeenCount: Math.max(0, current.notSeenCount - 1),
      };
    });
  };

  const markAllSeen = async () => {
    try {
      await putAllNotificationsSeen();
    } catch {
      return;
    }
    await reload();
  };

  useBusEvent('server:notification', (notification) => {
    // A reload on its way may or may not include it: load again rather than guess.
    if (query.isFetching) {
      void reload();
      return;
    }
    patch((current) =>
      isKnown(current.notifications, notification)
        ? current
        : {
            notifications: [notification, ...current.notifications],
            total: current.total + 1,
            notSeenCount: current.notSeenCount + (notification.seenAt ? 0 : 1),
          },
    );
  });
  useBusEvent('server:refreshNotifications', () => void reload());

  return {
    items: list.notifications,
    total: list.total,
    notSeenCount: list.notSeenCount,
    status: query.isPending ? 'loading' : query.isError ? 'error' : 'ready',
    loadingMore,
    reload,
    loadMore,
    markSeen,
    markAllSeen,
  } as const;
}

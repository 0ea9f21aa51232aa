import { bus } from '@elearn/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useResyncOnReconnect } from '../common/use-resync';
import {
  getNotifications,
  type Notification,
  putAllNotificationsSeen,
  putNotificationSeen,
} from './notifications.resource';

export interface NotificationsState {
  items: Notification[];
  total: number;
  notSeenCount: number;
  /** loading: the first page (or a reload) is on its way; error: it failed. */
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
}

const INITIAL: NotificationsState = {
  items: [],
  total: 0,
  notSeenCount: 0,
  status: 'loading',
  loadingMore: false,
};

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

/**
 * The bell's notifications: the first page and the unseen count, pages added
 * by Load More, live `notification` (prepended) and `refreshNotifications`
 * (reload), and a reload after the socket reconnects. Only the latest reload
 * lands, so a slow answer never overwrites a newer one.
 */
export function useNotifications() {
  const [state, setState] = useState<NotificationsState>(INITIAL);
  const generation = useRef(0);
  const loading = useRef(false);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    loading.current = true;
    setState((current) => ({ ...current, status: current.status === 'ready' ? 'ready' : 'loading' }));
    try {
      const page = await getNotifications(0);
      if (mine !== generation.current) return;
      setState({
        items: page.notifications,
        total: page.total,
        notSeenCount: page.notSeenCount,
        status: 'ready',
        loadingMore: false,
      });
    } catch {
      if (mine === generation.current) setState((current) => ({ ...current, status: 'error' }));
    } finally {
      if (mine === generation.current) loading.current = false;
    }
  }, []);

  const loadMore = useCallback(async (skip: number) => {
    const mine = generation.current;
    setState((current) => ({ ...current, loadingMore: true }));
    try {
      const page = await getNotifications(skip);
      if (mine !== generation.current) return;
      setState((current) => ({
        items: withoutDuplicates([...current.items, ...page.notifications]),
        total: page.total,
        notSeenCount: page.notSeenCount,
        status: 'ready',
        loadingMore: false,
      }));
    } catch {
      // The HTTP client already showed the error; the button stays for another try.
      if (mine === generation.current) setState((current) => ({ ...current, loadingMore: false }));
    }
  }, []);

  /** Marks one seen when it was unseen; the count drops by one once the server agrees. */
  const markSeen = useCallback(async (notification: Notification) => {
    if (notification.seenAt) return;
    try {
      await putNotificationSeen(notification.id);
    } catch {
      return;
    }
    setState((current) => {
      const target = current.items.find((item) => item.id === notification.id);
      if (!target || target.seenAt) return current;
      return {
        ...current,
        items: current.items.map((item) =>
          item.id === notification.id ? { ...item, seenAt: new Date().toISOString() } : item,
        ),
        notSeenCount: Math.max(0, current.notSeenCount - 1),
      };
    });
  }, []);

  const markAllSeen = useCallback(async () => {
    try {
      await putAllNotificationsSeen();
    } catch {
      return;
    }
    await reload();
  }, [reload]);

  useEffect(() => {
    void reload();
    const subscriptions = [
      bus.on('server:notification').subscribe((notification) => {
        // A reload on its way may or may not include it: load again rather than guess.
        if (loading.current) {
          void reload();
          return;
        }
        setState((current) => {
          if (isKnown(current.items, notification)) return current;
          return {
            ...current,
            items: [notification, ...current.items],
            total: current.total + 1,
            notSeenCount: current.notSeenCount + (notification.seenAt ? 0 : 1),
          };
        });
      }),
      bus.on('server:refreshNotifications').subscribe(() => void reload()),
    ];
    return () => {
      generation.current += 1;
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [reload]);
  useResyncOnReconnect(reload);

  return {
    ...state,
    reload,
    loadMore: () => loadMore(state.items.length),
    markSeen,
    markAllSeen,
  };
}

import { ANNOUNCEMENTS_BELL_SIZE } from '@elearn/contracts/constants';
import { bus } from '@elearn/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useResyncOnReconnect } from '../common/use-resync';
import { type Announcement, getUnreadAnnouncements, putAnnouncementRead } from './announcements.resource';

export interface UnreadAnnouncements {
  items: Announcement[];
  unreadCount: number;
  status: 'loading' | 'ready' | 'error';
}

/**
 * The bell's latest unread announcements: live on `announcement` (prepended)
 * and `deletedAnnouncement` (reloaded: only the server knows whether it was
 * unread), reloaded after a reconnect. Only the latest load lands.
 */
export function useUnreadAnnouncements() {
  const [state, setState] = useState<UnreadAnnouncements>({ items: [], unreadCount: 0, status: 'loading' });
  const generation = useRef(0);
  const loading = useRef(false);
  const latest = useRef(state);
  latest.current = state;

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    loading.current = true;
    try {
      const list = await getUnreadAnnouncements();
      if (mine !== generation.current) return;
      setState({ items: list.announcements, unreadCount: list.unreadCount, status: 'ready' });
    } catch {
      if (mine === generation.current) setState((current) => ({ ...current, status: 'error' }));
    } finally {
      if (mine === generation.current) loading.current = false;
    }
  }, []);

  /** Marks it read; it leaves the bell and the count drops by one. */
  const markRead = useCallback(
    async (announcement: Announcement) => {
      let stillThere: boolean;
      try {
        stillThere = await putAnnouncementRead(announcement.id);
      } catch {
        return;
      }
      if (!stillThere) {
        void reload();
        return;
      }
      const current = latest.current;
      if (!current.items.some((item) => item.id === announcement.id)) return;
      const items = current.items.filter((item) => item.id !== announcement.id);
      const unreadCount = Math.max(0, current.unreadCount - 1);
      setState({ ...current, items, unreadCount });
      // More unread ones than shown: the next one moves up into the bell.
      if (unreadCount > items.length) void reload();
    },
    [reload],
  );

  useEffect(() => {
    void reload();
    const subscriptions = [
      bus.on('server:announcement').subscribe((announcement) => {
        if (announcement.isRead) return;
        if (loading.current) {
          void reload();
          return;
        }
        setState((current) => {
          // Shown already, or older than the newest shown: a replay after a reconnect that a reload counted.
          const newest = current.items[0];
          if (current.items.some((item) => item.id === announcement.id)) return current;
          if (newest && announcement.createdAt < newest.createdAt) return current;
          return {
            ...current,
            items: [announcement, ...current.items].slice(0, ANNOUNCEMENTS_BELL_SIZE),
            unreadCount: current.unreadCount + 1,
          };
        });
      }),
      bus.on('server:deletedAnnouncement').subscribe(() => void reload()),
    ];
    return () => {
      generation.current += 1;
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [reload]);
  useResyncOnReconnect(reload);

  return { ...state, reload, markRead };
}

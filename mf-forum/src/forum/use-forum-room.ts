import type { ForumDeletedEvent, ForumLikesEvent, ForumLiveEvent } from '@elearn/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSocket } from '../common/use-socket';

/** The forum's socket events and what they carry (contracts: forum.ts). */
export interface ForumEvents {
  'forum:comment': ForumLiveEvent;
  'forum:reply': ForumLiveEvent;
  'forum:deleted': ForumDeletedEvent;
  'forum:likes': ForumLikesEvent;
}
export type ForumNews = { [name in keyof ForumEvents]?: (event: ForumEvents[name]) => void };

const NAMES: (keyof ForumEvents)[] = ['forum:comment', 'forum:reply', 'forum:deleted', 'forum:likes'];

/**
 * Joins a forum room (`join-post` with a post id, `join-forum` with a course)
 * while the page shows it, again after a reconnect, and hands the room's events
 * to `news` (always the latest handlers, without joining again). True once the
 * server has put this page in the room: from then on it hears every change.
 */
export function useForumRoom(room: 'post' | 'forum', id: string | undefined, news: ForumNews): boolean {
  const socket = useSocket();
  const latest = useRef(news);
  latest.current = news;
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!socket || !id) return;
    const join = () => socket.emit(`join-${room}`, id, (joined: unknown) => setLive(joined === true));
    const handlers = NAMES.map((name) => {
      const handler = (event: unknown) =>
        (latest.current[name] as ((e: unknown) => void) | undefined)?.(event);
      return [name, handler] as const;
    });
    join();
    socket.on('connect', join);
    for (const [name, handler] of handlers) socket.on(name, handler);
    return () => {
      socket.emit(`leave-${room}`, id);
      socket.off('connect', join);
      for (const [name, handler] of handlers) socket.off(name, handler);
      setLive(false);
    };
  }, [socket, room, id]);
  return live;
}

import TrophyFilled from '@ant-design/icons/TrophyFilled';
import type { Badge } from '@elearn/contracts';
import message from 'antd/es/message';
import notification from 'antd/es/notification';
import { useEffect, useRef } from 'react';
import { BadgeIcon, GOLD } from './badge-icon.component';

/** Toasts last 3 s (spec 9); notices with more to read, twice that. */
const TOAST_SECONDS = 3;

export type Notice =
  | { kind: 'toast'; content: string }
  | { kind: 'notice'; title: string; description?: string; icon: { badge: Badge } | 'trophy' };
/** A notice numbered in the order it came. */
export type LiveNotice = Notice & { id: number };

/**
 * Shows each live notice once, as antd's message (a toast) or notification, inside the antd
 * scope it is rendered in (direction, theme). Loaded with the first notice of a visit.
 */
export function NoticeHost({ notices }: { notices: LiveNotice[] }) {
  const [toast, toastHolder] = message.useMessage();
  const [notice, noticeHolder] = notification.useNotification();
  const shown = useRef(0);

  useEffect(() => {
    for (const item of notices) {
      if (item.id <= shown.current) continue;
      shown.current = item.id;
      if (item.kind === 'toast') toast.success({ content: item.content, duration: TOAST_SECONDS });
      else
        notice.open({
          title: item.title,
          description: item.description,
          icon:
            item.icon === 'trophy' ? (
              <TrophyFilled style={GOLD} aria-hidden="true" />
            ) : (
              <BadgeIcon badge={item.icon.badge} />
            ),
          duration: TOAST_SECONDS * 2,
        });
    }
  }, [notices, toast, notice]);

  return (
    <>
      {toastHolder}
      {noticeHolder}
    </>
  );
}

import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import FlagFilled from '@ant-design/icons/FlagFilled';
import ReadFilled from '@ant-design/icons/ReadFilled';
import ShoppingFilled from '@ant-design/icons/ShoppingFilled';
import TrophyFilled from '@ant-design/icons/TrophyFilled';
import type { Badge } from '@elearn/contracts';
import message from 'antd/es/message';
import notification from 'antd/es/notification';
import { type ReactNode, useEffect, useRef } from 'react';

/** Toasts last 3 s (spec 9); notices with more to read, twice that. */
const TOAST_SECONDS = 3;

export type Notice =
  | { kind: 'toast'; content: string }
  | { kind: 'notice'; title: string; description?: string; icon: { badge: Badge } | 'trophy' };
/** A notice numbered in the order it came. */
export type LiveNotice = Notice & { id: number };

const GOLD = { color: '#d4a017' };

// Font Awesome names of the catalogue (docs/gamification.md) drawn with the icons the site has.
const FONT_ICONS: Record<string, ReactNode> = {
  'book-open': <ReadFilled />,
  'circle-check': <CheckCircleFilled />,
  'bag-shopping': <ShoppingFilled />,
  'shoe-prints': <FlagFilled />,
};

/**
 * A badge's picture: its own icon, the filled-in SVG or the reward's image
 * (always as <img>, so a picture never runs script), else the trophy.
 */
function badgeIcon(badge: Badge) {
  if (badge.iconType === 'fontawesome') {
    return (
      <span style={GOLD} aria-hidden="true">
        {FONT_ICONS[badge.icon] ?? <TrophyFilled />}
      </span>
    );
  }
  const source = badge.iconCached ?? '';
  if (/^(https:\/\/|\/|data:image\/svg\+xml)/.test(source))
    return <img src={source} alt="" width={24} height={24} />;
  return <TrophyFilled style={GOLD} aria-hidden="true" />;
}

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
              badgeIcon(item.icon.badge)
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

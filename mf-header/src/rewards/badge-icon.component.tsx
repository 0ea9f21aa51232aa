import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import FlagFilled from '@ant-design/icons/FlagFilled';
import ReadFilled from '@ant-design/icons/ReadFilled';
import ShoppingFilled from '@ant-design/icons/ShoppingFilled';
import TrophyFilled from '@ant-design/icons/TrophyFilled';
import type { Badge } from '@elearn/contracts';
import type { ReactNode } from 'react';

export const GOLD = { color: '#d4a017' };

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
export function BadgeIcon({ badge, size = 24 }: { badge: Badge; size?: number }) {
  if (badge.iconType === 'fontawesome') {
    return (
      <span style={{ ...GOLD, fontSize: size }} aria-hidden="true">
        {FONT_ICONS[badge.icon] ?? <TrophyFilled />}
      </span>
    );
  }
  const source = badge.iconCached ?? '';
  if (/^(https:\/\/|\/|data:image\/svg\+xml)/.test(source))
    return <img src={source} alt="" width={size} height={size} />;
  return <TrophyFilled style={{ ...GOLD, fontSize: size }} aria-hidden="true" />;
}

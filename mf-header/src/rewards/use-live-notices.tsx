import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import FlagFilled from '@ant-design/icons/FlagFilled';
import ReadFilled from '@ant-design/icons/ReadFilled';
import ShoppingFilled from '@ant-design/icons/ShoppingFilled';
import TrophyFilled from '@ant-design/icons/TrophyFilled';
import type { Badge } from '@elearn/contracts';
import { useBusEvent } from '@elearn/platform';
import message from 'antd/es/message';
import notification from 'antd/es/notification';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Toasts last 3 s (spec 9). */
const TOAST_SECONDS = 3;

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
  const style = { color: '#d4a017' };
  if (badge.iconType === 'fontawesome') {
    return (
      <span style={style} aria-hidden="true">
        {FONT_ICONS[badge.icon] ?? <TrophyFilled />}
      </span>
    );
  }
  const source = badge.iconCached ?? '';
  if (/^(https:\/\/|\/|data:image\/svg\+xml)/.test(source))
    return <img src={source} alt="" width={24} height={24} />;
  return <TrophyFilled style={style} aria-hidden="true" />;
}

/**
 * The server's good news as it happens (spec 7): a streak-up message, a new
 * achievement, and the learner's own place in a competition. Returns the
 * holder that must be rendered inside the antd scope.
 */
export function useLiveNotices(userId: string) {
  const { t } = useTranslation('mf-header');
  const [toast, toastHolder] = message.useMessage();
  const [notice, noticeHolder] = notification.useNotification();

  useBusEvent('server:streak-up', ({ daysCount }) => {
    toast.success({ content: t('streak.streakUp', { count: daysCount }), duration: TOAST_SECONDS });
  });
  useBusEvent('server:new_achievement', (badge) => {
    // Translated by type (the server's title and msg are English fallbacks); rank-reward:{id} by its prefix.
    const key = `achievements.${badge.type.split(':')[0]}`;
    notice.open({
      title: `${t('achievements.newTitle')}: ${t(`${key}.title`, { defaultValue: badge.title })}`,
      description: badge.msg ? t(`${key}.msg`, { defaultValue: badge.msg }) : undefined,
      icon: badgeIcon(badge),
      duration: TOAST_SECONDS * 2,
    });
  });
  useBusEvent('server:competition-result', (result) => {
    const place = result.studentsCompetitions.find((entry) => entry.user.id === userId);
    if (!place) return;
    notice.open({
      title: t('achievements.competitionTitle', { course: result.competition.course.title }),
      description: t('achievements.yourPlace', {
        rank: place.rank,
        tier: t(`achievements.tiers.${place.tier}`),
        xp: place.xpPoints,
      }),
      icon: <TrophyFilled style={{ color: '#d4a017' }} aria-hidden="true" />,
      duration: TOAST_SECONDS * 2,
    });
  });

  return (
    <>
      {toastHolder}
      {noticeHolder}
    </>
  );
}

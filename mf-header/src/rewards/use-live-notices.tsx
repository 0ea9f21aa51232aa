import TrophyFilled from '@ant-design/icons/TrophyFilled';
import type { Badge, CompetitionResultEvent } from '@elearn/contracts';
import { bus } from '@elearn/platform';
import { message, notification } from '@elearn/ui/overlay';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Toasts last 3 s (spec 9). */
const TOAST_SECONDS = 3;

/** A badge's picture when it is an image address; otherwise the trophy. */
function badgeIcon(badge: Badge) {
  const source = badge.iconCached ?? badge.icon;
  if (badge.iconType !== 'fontawesome' && /^(https:\/\/|\/)/.test(source)) {
    return <img src={source} alt="" width={24} height={24} />;
  }
  return <TrophyFilled style={{ color: '#d4a017' }} aria-hidden="true" />;
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

  useEffect(() => {
    const ownPlace = (result: CompetitionResultEvent) =>
      result.studentsCompetitions.find((entry) => entry.user.id === userId);
    const subscriptions = [
      bus.on('server:streak-up').subscribe(({ daysCount }) => {
        toast.success({ content: t('streak.streakUp', { count: daysCount }), duration: TOAST_SECONDS });
      }),
      bus.on('server:new_achievement').subscribe((badge) => {
        notice.open({
          title: `${t('achievements.newTitle')}: ${badge.title}`,
          description: badge.msg,
          icon: badgeIcon(badge),
          duration: TOAST_SECONDS * 2,
        });
      }),
      bus.on('server:competition-result').subscribe((result) => {
        const place = ownPlace(result);
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
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [userId, t, toast, notice]);

  return (
    <>
      {toastHolder}
      {noticeHolder}
    </>
  );
}

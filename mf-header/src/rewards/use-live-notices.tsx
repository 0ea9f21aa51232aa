import { useBusEvent } from '@elearn/platform';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText } from './badge-text';
import type { LiveNotice, Notice } from './notice-host.component';

// antd's message and notification code (~13 KB gzip) loads with the first notice.
const NoticeHost = lazy(() =>
  import('./notice-host.component').then((module) => ({ default: module.NoticeHost })),
);

/**
 * The server's good news as it happens (spec 7): a streak-up message, a new
 * achievement, and the learner's own place in a competition. Returns the
 * holder that must be rendered inside the antd scope.
 */
export function useLiveNotices(userId: string) {
  const { t } = useTranslation('mf-header');
  const [notices, setNotices] = useState<LiveNotice[]>([]);
  const lastId = useRef(0);
  const show = (notice: Notice) => {
    lastId.current += 1;
    const id = lastId.current;
    setNotices((shown) => [...shown.slice(-20), { ...notice, id }]);
  };

  useBusEvent('server:streak-up', ({ daysCount }) => {
    show({ kind: 'toast', content: t('streak.streakUp', { count: daysCount }) });
  });
  useBusEvent('server:new_achievement', (badge) => {
    const { title, msg } = badgeText(t, badge);
    show({
      kind: 'notice',
      title: `${t('achievements.newTitle')}: ${title}`,
      description: msg || undefined,
      icon: { badge },
    });
  });
  useBusEvent('server:competition-result', (result) => {
    const place = result.studentsCompetitions.find((entry) => entry.user.id === userId);
    if (!place) return;
    show({
      kind: 'notice',
      title: t('achievements.competitionTitle', { course: result.competition.course.title }),
      description: t('achievements.yourPlace', {
        rank: place.rank,
        tier: t(`achievements.tiers.${place.tier}`),
        xp: place.xpPoints,
      }),
      icon: 'trophy',
    });
  });

  if (notices.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeHost notices={notices} />
    </Suspense>
  );
}

import { useBusEvent } from '@elearn/platform';
import { ScopedStyle } from '@elearn/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { startLearnerActivity, stopLearnerActivity } from '../activity/activity-session';
import { AwayModal } from '../activity/away.modal';
import { rewardsCss } from './rewards.styles';
import { useLiveNotices } from './use-live-notices';

// Each dialog loads on its first opening.
const StreakModal = lazy(() =>
  import('../streak/streak.modal').then((module) => ({ default: module.StreakModal })),
);
const RankingModal = lazy(() =>
  import('../ranking/ranking.modal').then((module) => ({ default: module.RankingModal })),
);
const StoreDialog = lazy(() =>
  import('../store/store.dialog').then((module) => ({ default: module.StoreDialog })),
);

const DIALOGS = { streak: StreakModal, ranking: RankingModal, store: StoreDialog };
type DialogName = keyof typeof DIALOGS;

/**
 * What the header adds for a learner: the activity tracker with its "where did
 * you go ?" popup, the streak, ranking and store dialogs opened over the bus
 * (`ui:open-streak`, `ui:open-ranking`, `ui:open-store`), and live notices.
 */
export function LearnerRewards({ userId }: { userId: string }) {
  const [dialog, setDialog] = useState<{ name: DialogName; open: boolean } | null>(null);
  const notices = useLiveNotices(userId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new user gets a new tracker.
  useEffect(() => {
    startLearnerActivity();
    return stopLearnerActivity;
  }, [userId]);

  const open = (name: DialogName) => () => setDialog({ name, open: true });
  useBusEvent('ui:open-streak', open('streak'));
  useBusEvent('ui:open-ranking', open('ranking'));
  useBusEvent('ui:open-store', open('store'));

  const Dialog = dialog ? DIALOGS[dialog.name] : null;
  return (
    <>
      <ScopedStyle name="rewards" css={rewardsCss} />
      {notices}
      <AwayModal />
      {Dialog && dialog && (
        <Suspense fallback={null}>
          <Dialog
            key={dialog.name}
            open={dialog.open}
            onClose={() => setDialog({ ...dialog, open: false })}
            // Unmounted once closed, so the next opening loads fresh numbers.
            afterClose={() => setDialog((current) => (current?.open ? current : null))}
          />
        </Suspense>
      )}
    </>
  );
}

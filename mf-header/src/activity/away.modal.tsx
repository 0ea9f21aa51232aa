import { useBusEvent } from '@elearn/platform';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../common/use-opened-once';

const AwayDialog = lazy(() => import('./away.dialog').then((module) => ({ default: module.AwayDialog })));

/**
 * The "where did you go ?" popup (spec 4): opens when the activity tracker
 * stops counting, and closes on the learner's next input (the tracker
 * resumes then; the button's click is such an input). Its dialog code loads
 * the first time it opens.
 */
export function AwayModal() {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  useBusEvent('activity:inactive', () => setOpen(true));
  useBusEvent('activity:resumed', () => setOpen(false));
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AwayDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

import type { WizardStep } from '@elearn/contracts';
import { useLeaveWarning } from '@elearn/ui';
import { useEffect, useRef, useState } from 'react';
import { wizardApi } from './wizard.resource';
import { type WizardValues, withoutFile } from './wizard-values';

/** The draft is saved this long after the author's last change. */
export const SAVE_AFTER_MS = 800;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves the draft on the server shortly after each change, so a reload or another
 * device resumes it. A change still waiting is saved at once when the wizard
 * closes (another page of the site), and the browser asks before the tab leaves
 * with a change not yet stored.
 */
export function useDraftSaving(draftId: string, step: WizardStep, values: WizardValues): SaveState {
  const [state, setState] = useState<SaveState>('idle');
  const [waiting, setWaiting] = useState(false);
  const first = useRef(true);
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (step === 'success') {
      // The draft became a course: nothing left to store.
      pending.current = null;
      setWaiting(false);
      return;
    }
    const save = () => {
      pending.current = null;
      setWaiting(false);
      setState('saving');
      wizardApi
        .saveDraft(draftId, step, withoutFile(values))
        .then((result) => setState(result.ok ? 'saved' : 'failed'))
        .catch(() => setState('failed'));
    };
    pending.current = save;
    setWaiting(true);
    const timer = setTimeout(save, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [draftId, step, values]);
  // Leaving the wizard inside the site: the last change is not dropped with the timer.
  useEffect(() => () => pending.current?.(), []);
  useLeaveWarning(waiting || state === 'saving');
  return state;
}

import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** The current value of a BehaviorSubject, re-rendering when it changes. */
export function useBehaviorSubject<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.getValue(),
  );
}

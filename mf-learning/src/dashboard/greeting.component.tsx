import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const visitedKey = (userId: string) => `elearn.dashboard.visited.${userId}`;

/** Whether this browser never showed this user the dashboard before; the visit is remembered. */
function useFirstVisit(userId: string): boolean {
  const [first] = useState(() => {
    try {
      return localStorage.getItem(visitedKey(userId)) === null;
    } catch {
      return false; // storage refused: "welcome back" is the safer guess for most visits
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(visitedKey(userId), '1');
    } catch {
      // Nothing to remember with: the next visit says "welcome" again.
    }
  }, [userId]);
  return first;
}

/** The dashboard's heading: "Welcome" on a user's first visit, "Welcome back" after. */
export function Greeting({ userId, name }: { userId: string; name: string | undefined }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'dashboard' });
  const key = useFirstVisit(userId) ? 'greetingFirst' : 'greeting';
  return <h1>{name ? t(key, { name }) : t(`${key}NoName`)}</h1>;
}

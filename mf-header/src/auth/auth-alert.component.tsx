import Alert from 'antd/es/alert';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthAlert as Alerted, minutesLeft } from './auth-failure';

/** The minutes a locked account still waits, counting down while the page is open. */
function useMinutesLeft(until: number | null, onElapsed: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, [until]);
  const minutes = until === null ? 0 : minutesLeft(until, now);
  useEffect(() => {
    if (until !== null && minutes === 0) onElapsed();
  }, [until, minutes, onElapsed]);
  return minutes;
}

/** A refusal about the whole form (spec 8: the answer is shown, nothing typed is lost). */
export function AuthAlert({ alert, onElapsed }: { alert: Alerted | null; onElapsed: () => void }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'auth.errors' });
  const minutes = useMinutesLeft(alert?.kind === 'locked' ? alert.until : null, onElapsed);
  if (!alert) return null;
  const message = alert.kind === 'locked' ? t('locked', { count: minutes }) : t(alert.kind);
  return (
    <Alert
      className="mh-auth__alert"
      type={alert.kind === 'failed' || alert.kind === 'signInInstead' ? 'warning' : 'error'}
      showIcon
      role="alert"
      title={t(`${alert.kind}Title`)}
      description={message}
    />
  );
}

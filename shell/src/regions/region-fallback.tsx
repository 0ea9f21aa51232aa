import { PlainNotice, RemoteRoot } from '@elearn/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function Failed({ onRetry }: { onRetry: () => Promise<void> }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    await onRetry();
    setBusy(false);
  };
  return <PlainNotice text={t('remote.failed')} action={t('remote.retry')} onAction={retry} busy={busy} />;
}

/** The translated fallback a region shows when its remote cannot load (plain HTML: see ADR 0004). */
export function RegionFailed({ name, onRetry }: { name: string; onRetry: () => Promise<void> }) {
  return (
    <RemoteRoot name={`shell:${name}`}>
      <div data-testid={`fallback-${name}`}>
        <Failed onRetry={onRetry} />
      </div>
    </RemoteRoot>
  );
}

const spinner = {
  width: 24,
  height: 24,
  margin: '0 auto',
  border: '3px solid #d6deeb',
  borderTopColor: '#1f5fbf',
  borderRadius: '50%',
  animation: 'elearn-spin 0.8s linear infinite',
} as const;

function Loading({ compact }: { compact: boolean }) {
  const { t } = useTranslation('common');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), 4000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-label={t('loading')} style={{ padding: compact ? 12 : 48, textAlign: 'center' }}>
      <div style={spinner} />
      {slow ? <div style={{ marginTop: 8 }}>{t('remote.slow')}</div> : null}
    </div>
  );
}

/** Shown while a remote loads; says so when loading is slow. */
export function RegionLoading({ name, compact }: { name: string; compact: boolean }) {
  return (
    <RemoteRoot name={`shell:${name}`}>
      <Loading compact={compact} />
    </RemoteRoot>
  );
}

import { Button, Flex, RemoteRoot, Spin, Typography } from '@elearn/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function Failed({ onRetry }: { onRetry: () => Promise<void> }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  return (
    <Flex vertical align="center" gap={12} style={{ padding: 24 }}>
      <Typography.Text>{t('remote.failed')}</Typography.Text>
      <Button
        type="primary"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          await onRetry();
          setBusy(false);
        }}
      >
        {t('remote.retry')}
      </Button>
    </Flex>
  );
}

/** The translated fallback a region shows when its remote cannot load. */
export function RegionFailed({ name, onRetry }: { name: string; onRetry: () => Promise<void> }) {
  return (
    <RemoteRoot name={`shell:${name}`}>
      <div role="alert" data-testid={`fallback-${name}`}>
        <Failed onRetry={onRetry} />
      </div>
    </RemoteRoot>
  );
}

function Loading({ compact }: { compact: boolean }) {
  const { t } = useTranslation('common');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), 4000);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" style={{ padding: compact ? 12 : 48, textAlign: 'center' }}>
      <Spin />
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

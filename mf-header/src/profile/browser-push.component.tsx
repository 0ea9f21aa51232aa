import { useLang } from '@elearn/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Switch from 'antd/es/switch';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PushState, readPushState, turnPushOff, turnPushOn } from './browser-push';

/** What failed last: reading the state, switching on or switching off (each retried as it was). */
type Failure = 'read' | 'on' | 'off';

/**
 * "Browser notifications on this device": Web Push for this browser only. The kinds
 * switched off in the app and quiet hours apply to it too (docs/api.md "Browser push").
 */
export function BrowserPush() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'account.push' });
  const lang = useLang();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const run = useCallback(async (what: Failure, work: () => Promise<PushState>) => {
    setBusy(true);
    setFailure(null);
    try {
      setState(await work());
    } catch {
      setFailure(what);
    } finally {
      setBusy(false);
    }
  }, []);
  const read = useCallback(() => run('read', readPushState), [run]);
  useEffect(() => void read(), [read]);

  const change = (on: boolean) => run(on ? 'on' : 'off', on ? () => turnPushOn(lang) : turnPushOff);
  const retry = () => void (failure === 'on' ? change(true) : failure === 'off' ? change(false) : read());
  const blocked = state === 'unsupported' || state === 'denied';
  const note =
    busy && state !== null
      ? t('saving')
      : state === 'unsupported'
        ? t('unsupported')
        : state === 'dismissed'
          ? t('dismissed')
          : state === 'on'
            ? t('on')
            : null;

  return (
    <div className="mh-push">
      <div className="mh-push__row">
        <label htmlFor="mh-push-switch" className="mh-push__label">
          {t('title')}
        </label>
        <Switch
          id="mh-push-switch"
          checked={state === 'on'}
          loading={busy}
          disabled={busy || blocked || state === null}
          onChange={(on) => void change(on)}
          aria-describedby="mh-push-hint mh-push-note"
        />
      </div>
      <p id="mh-push-hint" className="mh-np-hint">
        {t('hint')}
      </p>
      <p id="mh-push-note" className="mh-np-hint" role="status">
        {state === null && !failure ? t('checking') : note}
      </p>
      {state === 'denied' && (
        <Alert type="warning" showIcon title={t('denied')} description={t('deniedHelp')} />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(`failed.${failure}`)}
          action={
            <Button size="small" onClick={retry}>
              {t('retry')}
            </Button>
          }
        />
      )}
    </div>
  );
}

import type { NotificationPreferences } from '@elearn/contracts';
import { NOTIFICATION_KINDS } from '@elearn/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import message from 'antd/es/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserPush } from './browser-push.component';
import { preferencesQuery, putPreferences } from './profile.resource';

/**
 * Per kind, in-app and e-mail on or off, quiet hours (no live pop-ups between them), and
 * browser push on this device (saved at once, apart from the Save button's preferences).
 */
export function NotificationPrefs({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'account' });
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const [messages, holder] = message.useMessage();
  const [value, setValue] = useState(preferences);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = (kind: (typeof NOTIFICATION_KINDS)[number], channel: 'inApp' | 'email') =>
    setValue({
      ...value,
      kinds: { ...value.kinds, [kind]: { ...value.kinds[kind], [channel]: !value.kinds[kind][channel] } },
    });
  const save = async () => {
    setBusy(true);
    const result = await putPreferences(value).catch(() => null);
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      setError(null);
      queryClient.setQueryData(preferencesQuery.queryKey, result.data);
      void messages.success(t('saved'));
    } else setError(tc(Object.values(result.errors)[0] ?? 'validation.invalid'));
  };
  return (
    <section className="mh-profile__card" aria-labelledby="mh-np-title">
      {holder}
      <h2 id="mh-np-title">{t('notifications')}</h2>
      <table className="mh-np-table">
        <thead>
          <tr>
            <th scope="col">{t('kind')}</th>
            <th scope="col">{t('inApp')}</th>
            <th scope="col">{t('email')}</th>
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{t(`kinds.${kind}`)}</th>
              {(['inApp', 'email'] as const).map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    checked={value.kinds[kind][channel]}
                    onChange={() => toggle(kind, channel)}
                    aria-label={t(`${channel}Of`, { kind: t(`kinds.${kind}`) })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className="mh-np-quiet">
        <legend>
          <label>
            <input
              type="checkbox"
              checked={value.quietHours !== null}
              onChange={() =>
                setValue({ ...value, quietHours: value.quietHours ? null : { start: '22:00', end: '07:00' } })
              }
            />{' '}
            {t('quietHours')}
          </label>
        </legend>
        {value.quietHours && (
          <div className="mh-np-quiet__times">
            <label>
              {t('from')}{' '}
              <input
                type="time"
                value={value.quietHours.start}
                onChange={(e) =>
                  setValue({ ...value, quietHours: { ...value.quietHours!, start: e.target.value } })
                }
              />
            </label>
            <label>
              {t('to')}{' '}
              <input
                type="time"
                value={value.quietHours.end}
                onChange={(e) =>
                  setValue({ ...value, quietHours: { ...value.quietHours!, end: e.target.value } })
                }
              />
            </label>
          </div>
        )}
      </fieldset>
      <BrowserPush />
      <p className="mh-np-hint">{t('emailHint')}</p>
      {error && (
        <p role="alert" className="mh-tk-error">
          {error}
        </p>
      )}
      <Button type="primary" onClick={() => void save()} loading={busy}>
        {t('savePreferences')}
      </Button>
    </section>
  );
}

import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import type { Loaded } from './use-resource';

/**
 * What a dialog or page shows while its resource loads or after it failed,
 * with a way to try again; strings from `{keyPrefix}.loading|failed|retry`.
 */
export function DialogState({ resource, keyPrefix }: { resource: Loaded<unknown>; keyPrefix: string }) {
  const { t } = useTranslation('mf-header', { keyPrefix });
  if (resource.status === 'failed') {
    return (
      <div className="mh-dialog-state" role="alert">
        <p>{t('failed')}</p>
        <Button onClick={resource.retry}>{t('retry')}</Button>
      </div>
    );
  }
  return (
    <div className="mh-dialog-state" role="status">
      <Spin />
      <p>{t('loading')}</p>
    </div>
  );
}

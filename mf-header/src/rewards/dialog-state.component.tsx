import { QueryState } from '@elearn/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shared loading / error-with-retry states of a dialog or page, in its own
 * words: strings from `{keyPrefix}.loading|failed|retry`.
 */
export function DialogState<T>({
  query,
  keyPrefix,
  children,
}: {
  query: UseQueryResult<T>;
  keyPrefix: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('mf-header', { keyPrefix });
  return (
    <QueryState query={query} loadingLabel={t('loading')} errorMessage={t('failed')} retryLabel={t('retry')}>
      {children}
    </QueryState>
  );
}

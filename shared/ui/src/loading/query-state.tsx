import { refusalOf } from '@elearn/platform';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState, RefusalState } from './load-states';

interface Props<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  children: (data: T) => ReactNode;
  /** Whether the loaded data counts as empty (then `empty` shows instead of `children`). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** A placeholder in the shape of what is coming, or the loading label. */
  loading?: ReactNode;
  loadingLabel?: string;
  errorMessage?: string;
  retryLabel?: string;
  /** Where a refused read (403/404, a Refusal from readData) leads back to; the dashboard by default. */
  back?: { to: string; label: string };
}

/**
 * One query's screen: loading, a refusal with a way back (403/404), error
 * with Retry, empty, or the data. Data already shown stays when a background
 * refresh fails.
 */
export function QueryState<T>(props: Props<T>) {
  const { query, children, isEmpty, empty, loading, loadingLabel } = props;
  const { data } = query;
  if (data !== undefined) {
    if (isEmpty?.(data)) return <>{empty ?? <EmptyState />}</>;
    return <>{children(data)}</>;
  }
  const refused = refusalOf(query.error);
  if (refused) return <RefusalState status={refused} back={props.back} />;
  if (query.isError) {
    return (
      <ErrorState
        message={props.errorMessage}
        retryLabel={props.retryLabel}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  }
  return <LoadingState label={loadingLabel}>{loading}</LoadingState>;
}

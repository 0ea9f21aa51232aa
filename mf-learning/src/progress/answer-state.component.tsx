import { withLang } from '@elearn/platform';
import { NotFoundState, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import type { Answer } from './progress.resource';
import { progressCss } from './progress.styles';

interface Props<T> {
  query: UseQueryResult<Answer<T>>;
  /** 'progress' or 'study': where loading, error, notFound and forbidden strings are. */
  keyPrefix: 'progress' | 'study';
  loading: ReactNode;
  children: (data: T) => ReactNode;
}

/** A course page (progress, study) in its frame, in its states: loading, error with Retry, not found, not allowed, or the data. */
export function AnswerState<T>({ query, keyPrefix, loading, children }: Props<T>) {
  const { t } = useTranslation('mf-learning', { keyPrefix });
  const { t: common } = useTranslation('mf-learning');
  const lang = useLang();
  return (
    <AntdScope>
      <div className="ml-container ml-progress-page">
        <ScopedStyle name="common" css={commonCss} />
        <ScopedStyle name="progress" css={progressCss} />
        <QueryState
          query={query}
          loading={loading}
          loadingLabel={t('loading')}
          errorMessage={t('error')}
          retryLabel={common('retry')}
        >
          {(answer) =>
            answer.status === 'ok' ? (
              children(answer.data)
            ) : (
              <NotFoundState
                title={t(answer.status === 'forbidden' ? 'forbiddenTitle' : 'notFoundTitle')}
                message={t(answer.status === 'forbidden' ? 'forbidden' : 'notFound')}
                back={{ to: withLang(lang, '/dashboard'), label: t('back') }}
              />
            )
          }
        </QueryState>
      </div>
    </AntdScope>
  );
}

import { QueryState, ScopedStyle } from '@elearn/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { SkeletonLine } from '../common/skeleton.component';
import { useDocumentMeta } from '../course/use-document-meta';
import { learnerCss } from './learner.styles';
import { LearnerCard } from './learner-card.component';

/**
 * What the pages about one learner share: the title, the learner card, and the
 * page's data with its loading, error and "not yours to see" states (null data).
 */
export function LearnerPageFrame<T>({
  title,
  learnerId,
  query,
  children,
}: {
  title: string;
  learnerId: string;
  query: UseQueryResult<T | null>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'learner' });
  const { t: common } = useTranslation('mf-learning');
  useDocumentMeta(title, null);
  return (
    <div className="ml-container ml-learner-page">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="learner" css={learnerCss} />
      <h1>{title}</h1>
      <LearnerCard learnerId={learnerId} />
      <QueryState
        query={query}
        loading={<SkeletonLine height={160} />}
        loadingLabel={t('loading')}
        errorMessage={t('error')}
        retryLabel={common('retry')}
      >
        {(data) => (data ? children(data) : <p role="alert">{t('forbidden')}</p>)}
      </QueryState>
    </div>
  );
}

import { QueryState, ScopedStyle } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { SkeletonLine } from '../common/skeleton.component';
import { useDocumentMeta } from '../course/use-document-meta';
import { learnerProgressQuery } from './learner.queries';
import { learnerCss } from './learner.styles';
import { LearnerCard } from './learner-card.component';

/** /{lang}/dashboard/learner-progress/{childId}: a learner's course progress, read-only (an instructor sees shared courses). */
export function LearnerProgressPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'learner' });
  const { t: common } = useTranslation('mf-learning');
  const learnerId = params.childId ?? '';
  const query = useQuery(learnerProgressQuery(learnerId));
  useDocumentMeta(t('progress.title'), null);
  return (
    <div className="ml-container ml-learner-page">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="learner" css={learnerCss} />
      <h1>{t('progress.title')}</h1>
      <LearnerCard learnerId={learnerId} />
      <QueryState
        query={query}
        loading={<SkeletonLine height={160} />}
        loadingLabel={t('loading')}
        errorMessage={t('error')}
        retryLabel={common('retry')}
      >
        {(courses) =>
          !courses ? (
            <p role="alert">{t('forbidden')}</p>
          ) : courses.length === 0 ? (
            <p>{t('progress.empty')}</p>
          ) : (
            <table className="ml-learner-table">
              <thead>
                <tr>
                  <th scope="col">{t('progress.course')}</th>
                  <th scope="col">{t('progress.completion')}</th>
                  <th scope="col">{t('progress.mastered')}</th>
                </tr>
              </thead>
              <tbody>
                {courses.map((c) => (
                  <tr key={c.courseId}>
                    <td dir="auto">{c.title}</td>
                    <td>{c.completion}%</td>
                    <td>{t('progress.masteredOf', { mastered: c.mastered, total: c.outcomes })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </div>
  );
}

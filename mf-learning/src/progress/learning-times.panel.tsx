import { QueryState, ScopedStyle } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SkeletonLine } from '../common/skeleton.component';
import { LearningTimesForm } from './learning-times.form';
import { courseProgressQuery } from './progress.queries';
import { progressCss } from './progress.styles';

/** The learning-times form of one course, loaded on its own (the dashboard's expanded course card). */
export function LearningTimesPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'progress' });
  const { t: common } = useTranslation('mf-learning');
  const query = useQuery(courseProgressQuery(courseId, false));
  return (
    <AntdScope>
      <ScopedStyle name="progress" css={progressCss} />
      <QueryState
        query={query}
        loading={<SkeletonLine height={120} />}
        loadingLabel={t('loading')}
        errorMessage={t('error')}
        retryLabel={common('retry')}
      >
        {(answer) =>
          answer.status === 'ok' && answer.data.progressId ? (
            <LearningTimesForm
              progressId={answer.data.progressId}
              courseId={courseId}
              initial={answer.data.learningTimes}
              timeZone={answer.data.timeZone}
            />
          ) : (
            <p role="alert">{t('forbidden')}</p>
          )
        }
      </QueryState>
    </AntdScope>
  );
}

import { navigate } from '@elearn/platform';
import { ErrorState, LoadingState, ScopedStyle, useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testPath } from '../progress/study-paths';
import { reviewQueueQuery } from './assessment.queries';
import { postReview, Refusal } from './assessment.resource';
import { assessmentCss } from './assessment.styles';

/**
 * The dashboard's review card: weak learning outcomes the FSRS scheduler says
 * are due; Review starts a short session. Hidden when nothing is due.
 */
export function ReviewQueueCard() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'review' });
  const { t: ta } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const { t: common } = useTranslation('mf-learning');
  const lang = useLang();
  const queue = useQuery(reviewQueueQuery);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  if (queue.isPending) return <LoadingState label={t('loading')} />;
  if (queue.isError)
    return (
      <ErrorState
        message={t('error')}
        retryLabel={common('retry')}
        onRetry={() => void queue.refetch()}
        busy={queue.isFetching}
      />
    );
  if (queue.data.length === 0) return null;
  const start = async (courseId: string, outcomeId: string) => {
    setBusy(outcomeId);
    setFailed(null);
    try {
      const hash = await postReview(courseId, outcomeId);
      navigate(testPath(lang, courseId, hash));
    } catch (error) {
      setBusy(null);
      setFailed(error instanceof Refusal ? error.code : 'UNKNOWN');
    }
  };
  return (
    <section className="ml-card ml-review" aria-labelledby="ml-review-title">
      <ScopedStyle name="assessment" css={assessmentCss} />
      <h2 id="ml-review-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <ul className="ml-reset-list ml-review__list">
        {queue.data.map((item) => (
          <li key={`${item.courseId}-${item.learningOutcomeId}`}>
            <span>
              <span dir="auto" className="ml-review__outcome">
                {item.statement}
              </span>
              <span dir="auto" className="ml-review__course">
                {item.courseTitle}
              </span>
            </span>
            <button
              type="button"
              className="ml-btn ml-btn--sm ml-btn--outline"
              disabled={busy !== null}
              onClick={() => void start(item.courseId, item.learningOutcomeId)}
            >
              {t('start')}
            </button>
          </li>
        ))}
      </ul>
      {failed && (
        <p className="ml-exam__error" role="alert">
          {ta(`refused.${failed}`, { defaultValue: ta('refused.UNKNOWN') })}
        </p>
      )}
    </section>
  );
}

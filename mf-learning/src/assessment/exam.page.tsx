import type { ExamView } from '@elearn/contracts';
import { withLang } from '@elearn/platform';
import { ErrorState, LoadingState, ScopedStyle, useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { commonCss } from '../common/common.styles';
import { testPath } from '../progress/study-paths';
import { examQuery } from './assessment.queries';
import { postLessonAssessment, Refusal } from './assessment.resource';
import { assessmentCss } from './assessment.styles';
import { ExamResult } from './exam-result.component';
import { ExamRunner } from './exam-runner.component';
import { useExamSeat, useSeatFailure } from './use-exam-seat';

/**
 * A refusal in words, with the way on: plans for a locked feature, the review
 * of the attempt taken when none is left (`courseId` given), else the dashboard.
 */
export function RefusalState({
  error,
  onRetry,
  courseId,
}: {
  error: unknown;
  onRetry: () => void;
  courseId?: string;
}) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const { t: common } = useTranslation('mf-learning');
  const lang = useLang();
  if (!(error instanceof Refusal))
    return <ErrorState message={t('error')} retryLabel={common('retry')} onRetry={onRetry} />;
  return (
    <div className="ml-card ml-exam__refused" role="alert">
      <p>{t(`refused.${error.code}`, { defaultValue: t('refused.UNKNOWN') })}</p>
      {error.code === 'LOCKED' ? (
        <ButtonLink to={withLang(lang, '/subscription-options')} variant="primary">
          {t('seePlans')}
        </ButtonLink>
      ) : (
        <p className="ml-exam__ways">
          {courseId && error.reviewHash && (
            <ButtonLink to={testPath(lang, courseId, error.reviewHash)} variant="primary">
              {t('seeReview')}
            </ButtonLink>
          )}
          <ButtonLink to={withLang(lang, '/dashboard')}>{t('backToDashboard')}</ButtonLink>
        </p>
      )}
    </div>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="ml-assess">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="assessment" css={assessmentCss} />
      <div className="ml-container">{children}</div>
    </div>
  );
}

/** A running test opens once this browser holds it (the exam cookie); a failure says so, with Retry. */
function SeatedRunner({ exam }: { exam: Extract<ExamView, { submitted: false }>['exam'] }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const { t: common } = useTranslation('mf-learning');
  const { seat, takeBack } = useExamSeat(exam.hash);
  const seatFailure = useSeatFailure();
  if (seat.isPending) return <LoadingState label={t('opening')} />;
  if (seat.isError)
    return (
      <div className="ml-card ml-exam__refused" role="alert">
        <p>{seatFailure(seat.error)}</p>
        <button type="button" className="ml-btn ml-btn--primary" onClick={() => void seat.refetch()}>
          {common('retry')}
        </button>
      </div>
    );
  return <ExamRunner exam={exam} takeBack={takeBack} />;
}

/** A test by its hash: running, or its review once submitted. */
function ExamScreen({ hash }: { hash: string }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const lang = useLang();
  const exam = useQuery(examQuery(hash));
  if (exam.isPending) return <LoadingState label={t('loading')} />;
  if (exam.isError) return <RefusalState error={exam.error} onRetry={() => void exam.refetch()} />;
  const view = exam.data;
  if (!view.submitted) return <SeatedRunner exam={view.exam} />;
  return (
    <>
      <ExamResult exam={view.exam} />
      <p className="ml-exam__after">
        <ButtonLink to={withLang(lang, '/dashboard/my-performance')}>{t('result.myPerformance')}</ButtonLink>
      </p>
    </>
  );
}

/** /{lang}/dashboard/assessment/{courseId}/{hash} — a generated test (placement or review). */
export function GeneratedTestPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'placement' });
  // Set by the placement dialog when the bank had fewer questions than asked for.
  const short = /^(\d+)-(\d+)$/.exec(new URLSearchParams(window.location.search).get('short') ?? '');
  return (
    <Frame>
      {short && (
        <p className="ml-card ml-exam__marking" role="status">
          {t('short', { drawn: Number(short[1]), requested: Number(short[2]) })}
        </p>
      )}
      <ExamScreen hash={params.hash ?? ''} />
    </Frame>
  );
}

/** /{lang}/dashboard/assessment/{courseId}/{lo}/{mod}/{lesson} — starts or resumes the lesson's assessment. */
export function LessonAssessmentPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const { courseId = '', lo = '', mod = '', lesson = '' } = params;
  // Starting is idempotent while the test runs (the server resumes it), so it is loaded like data, once.
  const started = useQuery({
    queryKey: ['learning', 'assessment', 'start', courseId, lo, mod, lesson],
    queryFn: () => postLessonAssessment(courseId, lo, mod, lesson),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return (
    <Frame>
      {started.isPending ? (
        <LoadingState label={t('starting')} />
      ) : started.isError ? (
        <RefusalState error={started.error} onRetry={() => void started.refetch()} courseId={courseId} />
      ) : (
        <ExamScreen hash={started.data} />
      )}
    </Frame>
  );
}

import type { AssessmentItem } from '@elearn/contracts';
import { LoadingState, useLang, useReturnFocus } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Modal from 'antd/es/modal';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { testPath } from '../progress/study-paths';
import { examQuery } from './assessment.queries';
import { RefusalState } from './exam.page';
import { ExamResult } from './exam-result.component';

/** An exam's review in a modal (My Assessments, the matrix's exam links). */
export function ReviewModal({ hash, onClose }: { hash: string; onClose: () => void }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'performance' });
  const exam = useQuery(examQuery(hash));
  const focus = useReturnFocus(true);
  return (
    <Modal {...focus} open title={t('reviewTitle')} onCancel={onClose} footer={null} width={820}>
      {exam.isPending ? (
        <LoadingState />
      ) : exam.isError ? (
        <RefusalState error={exam.error} onRetry={() => void exam.refetch()} />
      ) : exam.data.submitted ? (
        <ExamResult exam={exam.data.exam} headingLevel={2} />
      ) : null}
    </Modal>
  );
}

/** Tests the learner started and did not submit, each with a link back into it. */
function UnfinishedTests({ exams }: { exams: AssessmentItem[] }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'performance' });
  const { t: ta } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const lang = useLang();
  const headingId = useId();
  return (
    <section className="ml-perf__unfinished" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('unfinished')}</h2>
      <p>{t('unfinishedLead')}</p>
      <ul className="ml-reset-list ml-perf__exams">
        {exams.map((e) => (
          <li key={e.examId} className="ml-card ml-perf__unfinished-item">
            <span>
              <span className="ml-perf__exam-name" dir="auto">
                {e.name}
              </span>
              <br />
              <span className="ml-perf__exam-meta">
                {ta(`kind.${e.kind}`)} ·{' '}
                {t('started', { date: new Date(e.createdAt).toLocaleDateString(lang) })}
              </span>
            </span>
            <ButtonLink
              to={testPath(lang, e.courseId, e.hash)}
              variant="primary"
              aria-label={t('resumeName', { name: e.name })}
            >
              {t('resume')}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * My Assessments: the tests the learner left unfinished (their own page only:
 * `unfinished`), to resume, then the exams taken, newest first; each opens
 * its review in a modal.
 */
export function MyAssessments({
  exams,
  unfinished = [],
  onOpen,
}: {
  exams: AssessmentItem[];
  unfinished?: AssessmentItem[];
  onOpen: (hash: string) => void;
}) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'performance' });
  const { t: ta } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const lang = useLang();
  const resume = unfinished.length > 0 && <UnfinishedTests exams={unfinished} />;
  if (exams.length === 0)
    return (
      <>
        {resume}
        <p className="ml-perf__empty">{t('empty')}</p>
      </>
    );
  return (
    <>
      {resume}
      <ul className="ml-reset-list ml-perf__exams">
        {exams.map((e) => (
          <li key={e.examId} className="ml-card ml-perf__exam">
            <button
              type="button"
              className="ml-perf__exam-open"
              onClick={() => onOpen(e.hash)}
              // Named by what it shows (name, kind, date, status, score); the review opens in a dialog.
              aria-haspopup="dialog"
            >
              <span className="ml-perf__exam-name" dir="auto">
                {e.name}
              </span>
              <span className="ml-perf__exam-meta">
                {ta(`kind.${e.kind}`)} · {new Date(e.createdAt).toLocaleDateString(lang)} ·{' '}
                {t(`status.${e.status}`)}
              </span>
              <strong className="ml-perf__exam-score">{e.percentageScore ?? 0}%</strong>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

import type { AssessmentItem } from '@elearn/contracts';
import { LoadingState, useLang, useReturnFocus } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
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

/** My Assessments: the exams taken, newest first; each opens its review in a modal. */
export function MyAssessments({
  exams,
  onOpen,
}: {
  exams: AssessmentItem[];
  onOpen: (hash: string) => void;
}) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'performance' });
  const { t: ta } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const lang = useLang();
  if (exams.length === 0) return <p className="ml-perf__empty">{t('empty')}</p>;
  return (
    <ul className="ml-reset-list ml-perf__exams">
      {exams.map((e) => (
        <li key={e.examId} className="ml-card ml-perf__exam">
          <button
            type="button"
            className="ml-perf__exam-open"
            onClick={() => onOpen(e.hash)}
            // Named by what it shows (name, kind, date, status, score: WCAG 2.5.3); what it does is its description.
            title={t('open', { name: e.name })}
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
  );
}

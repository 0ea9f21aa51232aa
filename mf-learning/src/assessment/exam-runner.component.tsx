import type { ExamAnswer, ExamView } from '@elearn/contracts';
import { useReturnFocus } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQueryClient } from '@tanstack/react-query';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examQuery } from './assessment.queries';
import { postSubmit, Refusal } from './assessment.resource';
import { QuestionInput } from './question-input.component';
import { useAnswerSaver } from './use-answer-saver';
import { formatSeconds, useCountdown } from './use-countdown';
import { useSeatFailure } from './use-exam-seat';

type RunningExam = Extract<ExamView, { submitted: false }>['exam'];

/** One question at a time with a question map, the timer in time mode, and submit with confirmation. */
export function ExamRunner({ exam, takeBack }: { exam: RunningExam; takeBack: () => Promise<void> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, ExamAnswer | null>>(() =>
    Object.fromEntries(exam.questions.map((q) => [q.position, q.answer])),
  );
  const [confirming, setConfirming] = useState(false);
  const focus = useReturnFocus(confirming);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const saver = useAnswerSaver(exam.hash);
  const seatFailure = useSeatFailure();
  const [taking, setTaking] = useState(false);
  const [takeBackError, setTakeBackError] = useState<string | null>(null);

  const submit = async () => {
    setSubmitting(true);
    setFailed(null);
    try {
      await saver.flush().catch(() => undefined);
      const view = await postSubmit(exam.hash);
      queryClient.setQueryData(examQuery(exam.hash).queryKey, view);
      // XP, coins, completion and the performance views changed.
      void queryClient.invalidateQueries({ queryKey: ['learning'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['header'] });
    } catch (error) {
      setFailed(error instanceof Refusal ? error.code : 'UNKNOWN');
      setSubmitting(false);
    }
  };
  /**
   * Another browser opened the test: open it here again, send what this page kept,
   * then show the answers as the server now has them (the other page's included).
   */
  const continueHere = async () => {
    setTaking(true);
    setTakeBackError(null);
    try {
      await takeBack();
      await saver.flush();
      setFailed(null);
    } catch (error) {
      if (!(error instanceof Refusal && error.code === 'EXAM_CLOSED')) {
        setTakeBackError(seatFailure(error));
        setTaking(false);
        return;
      }
    }
    const view = await queryClient.fetchQuery({ ...examQuery(exam.hash), staleTime: 0 }).catch(() => null);
    if (view && !view.submitted)
      setAnswers(Object.fromEntries(view.exam.questions.map((q) => [q.position, q.answer])));
    setTaking(false);
  };
  const elsewhere = saver.state === 'elsewhere' || failed === 'EXAM_ELSEWHERE';

  const secondsLeft = useCountdown(exam.deadlineAt, exam.serverNow, () => void submit());

  const question = exam.questions[index]!;
  const answered = (q: (typeof exam.questions)[number]) => {
    const a = answers[q.position];
    return !!a && (a.choices.length > 0 || a.text.trim() !== '');
  };
  const answeredCount = exam.questions.filter(answered).length;
  const change = (answer: ExamAnswer) => {
    setAnswers((all) => ({ ...all, [question.position]: answer }));
    saver.save(question.position, answer, question.type === 'essay');
  };

  return (
    <div className="ml-exam">
      <header className="ml-exam__head">
        <div>
          <p className="ml-exam__kind">{t(`kind.${exam.kind}`)}</p>
          <h1 dir="auto">{exam.name}</h1>
        </div>
        {secondsLeft !== null && (
          <p
            className={`ml-exam__timer${secondsLeft < 60 ? ' ml-exam__timer--low' : ''}`}
            role="timer"
            aria-live="off"
          >
            <span>{t('timeLeft')}</span> <strong>{formatSeconds(secondsLeft)}</strong>
          </p>
        )}
      </header>

      <nav className="ml-exam__map" aria-label={t('map')}>
        <ol className="ml-reset-list">
          {exam.questions.map((q, i) => (
            <li key={q.position}>
              <button
                type="button"
                className={`ml-exam__map-item${answered(q) ? ' is-answered' : ''}${i === index ? ' is-current' : ''}`}
                aria-current={i === index ? 'step' : undefined}
                aria-label={t('mapItem', { n: i + 1, state: answered(q) ? t('answered') : t('unanswered') })}
                onClick={() => setIndex(i)}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      <section className="ml-card ml-exam__question" aria-labelledby="ml-exam-prompt">
        <p className="ml-exam__count">
          {t('question', { n: index + 1, total: exam.questions.length })} ·{' '}
          {t(`difficulty.${question.difficultyLevel}`)} · {t(`cognitive.${question.cognitiveLevel}`)}
        </p>
        <h2 id="ml-exam-prompt" dir="auto" className="ml-exam__prompt">
          {question.prompt}
        </h2>
        <QuestionInput
          key={question.position}
          question={question}
          answer={answers[question.position] ?? null}
          onChange={change}
          disabled={submitting}
        />
        <p className="ml-exam__save" role="status">
          {saver.state === 'saving' && t('saving')}
          {saver.state === 'saved' && t('saved')}
          {saver.state === 'failed' && t('saveFailed')}
        </p>
      </section>

      {elsewhere && (
        <div className="ml-card ml-exam__elsewhere" role="alert">
          <p>{t('elsewhere')}</p>
          {takeBackError && <p>{takeBackError}</p>}
          <button
            type="button"
            className="ml-btn ml-btn--primary"
            disabled={taking}
            onClick={() => void continueHere()}
          >
            {t('continueHere')}
          </button>
        </div>
      )}

      {failed && failed !== 'EXAM_ELSEWHERE' && (
        <p className="ml-exam__error" role="alert">
          {t(`refused.${failed}`, { defaultValue: t('refused.UNKNOWN') })}
        </p>
      )}

      <div className="ml-exam__actions">
        <button type="button" className="ml-btn" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('previous')}
        </button>
        {index < exam.questions.length - 1 && (
          <button type="button" className="ml-btn ml-btn--outline" onClick={() => setIndex(index + 1)}>
            {t('next')}
          </button>
        )}
        <button
          type="button"
          className="ml-btn ml-btn--primary"
          disabled={submitting}
          onClick={() => setConfirming(true)}
        >
          {submitting ? t('submitting') : t('submit')}
        </button>
      </div>

      <AntdScope>
        <Modal
          {...focus}
          open={confirming}
          title={t('confirmTitle')}
          okText={t('confirmOk')}
          cancelText={t('cancel')}
          onOk={() => {
            setConfirming(false);
            void submit();
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>{t('confirmBody', { answered: answeredCount, total: exam.questions.length })}</p>
        </Modal>
      </AntdScope>
    </div>
  );
}

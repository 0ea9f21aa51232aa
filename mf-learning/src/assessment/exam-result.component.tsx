import type { ExamAnswer, ExamView } from '@elearn/contracts';
import { useTranslation } from 'react-i18next';

type ScoredExam = Extract<ExamView, { submitted: true }>['exam'];

/** The learner's answer as text: chosen options, true/false, or the essay. */
function answerText(q: ScoredExam['questions'][number], a: ExamAnswer | null, t: (k: string) => string) {
  if (!a) return null;
  if (q.type === 'essay') return a.text.trim() || null;
  if (a.choices.length === 0) return null;
  return a.choices.map((c) => (q.type === 'tf' ? t(c === 1 ? 'true' : 'false') : q.options[c])).join('; ');
}

/** The review: score, pass, XP, then each answer against the right one. */
export function ExamResult({ exam, headingLevel = 1 }: { exam: ScoredExam; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const passed = exam.status === 'scored' && (exam.percentageScore ?? 0) >= 50;
  return (
    <div className="ml-exam ml-exam--result">
      <header className="ml-exam__head">
        <div>
          <p className="ml-exam__kind">{t(`kind.${exam.kind}`)}</p>
          <Heading dir="auto">{exam.name}</Heading>
        </div>
      </header>
      <section className="ml-card ml-exam__score" aria-label={t('result.title')}>
        <p className="ml-exam__percent">
          {t('result.score', {
            score: Number(exam.totalScore.toFixed(2)),
            outOf: exam.outOf,
            percent: exam.percentageScore ?? 0,
          })}
        </p>
        {exam.status === 'scored' ? (
          <p className={passed ? 'ml-exam__pass' : 'ml-exam__fail'}>
            {passed ? t('result.passed') : t('result.failed')}
          </p>
        ) : (
          <p className="ml-exam__marking">{t('result.marking')}</p>
        )}
        {exam.xpGained > 0 && <p className="ml-exam__xp">{t('result.xp', { xp: exam.xpGained })}</p>}
      </section>
      <ol className="ml-reset-list ml-exam__review">
        {exam.questions.map((q, i) => {
          const r = exam.review.find((x) => x.position === q.position)!;
          const mine = answerText(q, q.answer, t);
          const right =
            q.type === 'essay'
              ? null
              : r.correct
                  .map((c) => (q.type === 'tf' ? t(c === 1 ? 'true' : 'false') : q.options[c]))
                  .join('; ');
          const state = r.passed === null ? 'pending' : r.passed ? 'right' : 'wrong';
          return (
            <li key={q.position} className={`ml-card ml-exam__item is-${state}`}>
              <p className="ml-exam__count">
                {t('question', { n: i + 1, total: exam.questions.length })} ·{' '}
                <strong>
                  {state === 'pending'
                    ? t('result.essayPending')
                    : state === 'right'
                      ? t('result.correctMark')
                      : t('result.wrongMark')}
                </strong>
                {q.type === 'essay' && r.score !== null && (
                  <> · {t('result.essayScore', { score: r.score })}</>
                )}
              </p>
              <p dir="auto" className="ml-exam__prompt">
                {q.prompt}
              </p>
              <dl className="ml-exam__answers">
                <dt>{t('result.yourAnswer')}</dt>
                <dd dir="auto">{mine ?? t('result.noAnswer')}</dd>
                {right !== null && (
                  <>
                    <dt>{t('result.rightAnswer')}</dt>
                    <dd dir="auto">{right}</dd>
                  </>
                )}
                {r.explanation && (
                  <>
                    <dt>{q.type === 'essay' ? t('result.guide') : t('result.explanation')}</dt>
                    <dd dir="auto">{r.explanation}</dd>
                  </>
                )}
              </dl>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

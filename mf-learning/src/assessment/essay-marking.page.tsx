import type { EssayToMark } from '@elearn/contracts';
import { EmptyState, ErrorState, LoadingState, ScopedStyle } from '@elearn/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { essaysQuery } from './assessment.queries';
import { putEssayMark, Refusal } from './assessment.resource';
import { assessmentCss } from './assessment.styles';

/** One essay with its mark form (0–100; the learner is notified when it is saved). */
function EssayCard({ courseId, essay }: { courseId: string; essay: EssayToMark }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'essays' });
  const { t: ta } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const id = `ml-essay-${essay.examId}-${essay.position}`;
  const form = useFormik({
    initialValues: { score: '' },
    validate: ({ score }) => (/^\d{1,3}$/.test(score) && Number(score) <= 100 ? {} : { score: t('invalid') }),
    onSubmit: async ({ score }) => {
      setFailed(null);
      try {
        await putEssayMark(courseId, essay.examId, essay.position, Number(score));
        await queryClient.invalidateQueries({ queryKey: essaysQuery(courseId).queryKey });
      } catch (error) {
        setFailed(error instanceof Refusal ? error.code : 'UNKNOWN');
      }
    },
  });
  const error = form.touched.score && form.errors.score;
  return (
    <li className="ml-card ml-essay">
      <p className="ml-exam__count">
        {essay.learner.firstName} {essay.learner.lastName} · <span dir="auto">{essay.examName}</span>
      </p>
      <h2 dir="auto" className="ml-exam__prompt">
        {essay.prompt}
      </h2>
      <dl className="ml-exam__answers">
        <dt>{t('answer')}</dt>
        <dd dir="auto" className="ml-essay__text">
          {essay.text}
        </dd>
        {essay.guide && (
          <>
            <dt>{t('guide')}</dt>
            <dd dir="auto">{essay.guide}</dd>
          </>
        )}
      </dl>
      <form className="ml-essay__form" noValidate onSubmit={form.handleSubmit}>
        <label htmlFor={id}>{t('score')}</label>
        <input
          id={id}
          name="score"
          inputMode="numeric"
          value={form.values.score}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="ml-btn ml-btn--primary" disabled={form.isSubmitting}>
          {t('save')}
        </button>
        {error && (
          <p id={`${id}-error`} className="ml-exam__error" role="alert">
            {error}
          </p>
        )}
        {failed && (
          <p className="ml-exam__error" role="alert">
            {ta(`refused.${failed}`, { defaultValue: ta('refused.UNKNOWN') })}
          </p>
        )}
      </form>
    </li>
  );
}

/** /{lang}/dashboard/essay-marking/{courseId} — essays of the course waiting for the instructor's mark. */
export function EssayMarkingPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'essays' });
  const { t: ta } = useTranslation('mf-learning', { keyPrefix: 'assessment' });
  const { t: common } = useTranslation('mf-learning');
  const courseId = params.courseId ?? '';
  const essays = useQuery(essaysQuery(courseId));
  return (
    <div className="ml-assess">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="assessment" css={assessmentCss} />
      <div className="ml-container">
        <h1>{t('title')}</h1>
        {essays.isPending ? (
          <LoadingState label={t('loading')} />
        ) : essays.isError ? (
          essays.error instanceof Refusal ? (
            <p className="ml-card ml-exam__refused" role="alert">
              {ta(`refused.${essays.error.code}`, { defaultValue: ta('refused.UNKNOWN') })}
            </p>
          ) : (
            <ErrorState
              message={t('error')}
              retryLabel={common('retry')}
              onRetry={() => void essays.refetch()}
              busy={essays.isFetching}
            />
          )
        ) : essays.data.length === 0 ? (
          <EmptyState message={t('empty')} />
        ) : (
          <ul className="ml-reset-list ml-essays">
            {essays.data.map((e) => (
              <EssayCard key={`${e.examId}-${e.position}`} courseId={courseId} essay={e} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

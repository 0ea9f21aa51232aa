import { withLang } from '@elearn/platform';
import { Link, useLang, useLocationHref } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonLine } from '../common/skeleton.component';
import { useDocumentMeta } from '../course/use-document-meta';
import { AnswerState } from './answer-state.component';
import { courseProgressQuery } from './progress.queries';
import type { CourseProgress } from './progress.resource';
import { ProgressActions } from './progress-actions.component';
import { ProgressCard } from './progress-card.component';
import { ProgressTimeline } from './progress-timeline.component';

/** Whether the address asks for a preview (`?preview=1`). */
export const isPreviewHref = (href: string) => new URL(href, 'http://x').searchParams.get('preview') === '1';

function ProgressView({ progress }: { progress: CourseProgress }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'progress' });
  const lang = useLang();
  const [unmasteredOnly, setUnmasteredOnly] = useState(false);
  const switchId = useId();
  useDocumentMeta(t('metaTitle', { title: progress.course.title }), null);
  return (
    <article className="ml-progress">
      <header className="ml-progress__head">
        <p className="ml-progress__eyebrow">{progress.preview ? t('previewing') : t('eyebrow')}</p>
        <h1 dir="auto">{progress.course.title}</h1>
        <ProgressActions progress={progress} />
      </header>
      {!progress.preview && <ProgressCard progress={progress} />}
      {progress.subscribeToSeeMore && (
        <p className="ml-progress__subscribe">
          <Link to={withLang(lang, '/subscription-options')}>{t('subscribe')}</Link>
        </p>
      )}
      <div className="ml-progress__filter">
        {/* A native switch: the shell shares no antd switch (ADR 0004). */}
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          aria-checked={unmasteredOnly}
          checked={unmasteredOnly}
          onChange={(event) => setUnmasteredOnly(event.target.checked)}
        />
        <label htmlFor={switchId}>{t('unmasteredOnly')}</label>
      </div>
      <ProgressTimeline progress={progress} unmasteredOnly={unmasteredOnly} />
    </article>
  );
}

/** /{lang}/dashboard/course-progress/{courseId}: mastery per outcome, study and assess links, learning times. */
export function CourseProgressPage({ params }: { params: Record<string, string> }) {
  const preview = isPreviewHref(useLocationHref());
  const query = useQuery(courseProgressQuery(params.courseId ?? '', preview));
  return (
    <AnswerState
      query={query}
      keyPrefix="progress"
      loading={
        <div className="ml-progress">
          <SkeletonLine width="20%" />
          <SkeletonLine width="60%" height={32} />
          <SkeletonLine height={60} />
          <SkeletonLine height={120} />
        </div>
      }
    >
      {(data) => <ProgressView progress={data} />}
    </AnswerState>
  );
}

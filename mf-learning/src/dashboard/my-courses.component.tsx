import { forumPath, isRouteAvailable, type Lang, withLang } from '@elearn/platform';
import { EmptyState, Link, QueryState, useLang } from '@elearn/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import Progress from 'antd/es/progress';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { CourseCover } from '../common/course-cover.component';
import { coursePath } from '../common/course-path';
import { CourseTypeTag } from '../common/course-type-tag.component';
import { emptyIcon, SkeletonLine } from '../common/skeleton.component';
import { ForumLink } from '../forum-link/forum-link.component';
import type { EnrolledCourse } from './dashboard.resource';

/** Spec: overall completion is shown as at least 1 (a started course never reads 0%). */
export const shownCompletion = (completion: number) =>
  Math.min(100, Math.max(1, Math.round(Number.isFinite(completion) ? completion : 0)));

/** The course's progress page, else its course page, else its forum: whichever is deployed first. */
function courseTarget(course: EnrolledCourse): { path: string; action: 'continue' | 'openForum' } | null {
  const progress = `/dashboard/course-progress/${encodeURIComponent(course.id)}`;
  if (isRouteAvailable(progress)) return { path: progress, action: 'continue' };
  const path = coursePath(course.seoTxt);
  if (!path) return null;
  return { path, action: path === forumPath(course.seoTxt) ? 'openForum' : 'continue' };
}

/** Where a learner finds more courses: the search page when deployed, else the landing catalogue. */
const catalogueLink = (lang: Lang) =>
  isRouteAvailable('/search-courses')
    ? withLang(lang, '/search-courses')
    : `${withLang(lang, '/')}#catalogue`;

// The learning-times form loads only when a card is expanded: the dashboard stays light.
const LearningTimesPanel = lazy(() =>
  import('../progress/learning-times.panel').then((module) => ({ default: module.LearningTimesPanel })),
);

function MyCourseCard({ course }: { course: EnrolledCourse }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'dashboard.courses' });
  const lang = useLang();
  const target = courseTarget(course);
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <article className="ml-card ml-my-course">
      <CourseCover title={course.title} image={course.image} height={110} />
      <div className="ml-my-course__body">
        <CourseTypeTag type={course.type} />
        {/* The title's link covers the card (CSS): the whole card opens the course; Continue stays on top. */}
        <h3 dir="auto">
          {target ? <Link to={withLang(lang, target.path)}>{course.title}</Link> : course.title}
        </h3>
        <Progress
          percent={shownCompletion(course.completion)}
          // antd paints progress in its info blue; the site's primary reads as one palette.
          strokeColor={course.completion >= 100 ? undefined : '#1f5fbf'}
          aria-label={t('progressLabel', { title: course.title })}
        />
        <div className="ml-my-course__action">
          {target && (
            <ButtonLink
              variant="primary"
              to={withLang(lang, target.path)}
              aria-label={`${t(target.action)}: ${course.title}`}
            >
              {t(target.action)}
            </ButtonLink>
          )}
          {target?.action !== 'openForum' && <ForumLink course={course} title={course.title} />}
        </div>
        <button
          type="button"
          className="ml-btn ml-btn--link ml-my-course__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={`${t(expanded ? 'hideTimes' : 'showTimes')}: ${course.title}`}
          onClick={() => setExpanded(!expanded)}
        >
          {t(expanded ? 'hideTimes' : 'showTimes')}
        </button>
        <div id={panelId} className="ml-my-course__panel" hidden={!expanded}>
          {expanded && (
            <Suspense fallback={null}>
              <LearningTimesPanel courseId={course.id} />
            </Suspense>
          )}
        </div>
      </div>
    </article>
  );
}

function CoursesLoading() {
  return (
    <div className="ml-my-courses">
      {[0, 1, 2].map((index) => (
        <div key={index} className="ml-card ml-my-course">
          <SkeletonLine height={110} />
          <div className="ml-my-course__body">
            <SkeletonLine width="30%" />
            <SkeletonLine width="75%" height={18} />
            <SkeletonLine height={8} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function MyCourses({ courses }: { courses: UseQueryResult<EnrolledCourse[]> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'dashboard.courses' });
  const { t: tRemote } = useTranslation('mf-learning');
  const lang = useLang();
  const browse = (
    <Link className="ml-text-link" to={catalogueLink(lang)}>
      {t('browse')}
    </Link>
  );
  const hasCourses = (courses.data?.length ?? 0) > 0;
  return (
    <section className="ml-dash__block" aria-labelledby="ml-courses-title" aria-busy={courses.isPending}>
      <div className="ml-dash__block-head">
        <h2 id="ml-courses-title">{t('title')}</h2>
        {hasCourses && browse}
      </div>
      <QueryState
        query={courses}
        loading={<CoursesLoading />}
        loadingLabel={t('loading')}
        errorMessage={t('error')}
        retryLabel={tRemote('retry')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState icon={emptyIcon} message={t('empty')}>
            <ButtonLink variant="primary" to={catalogueLink(lang)}>
              {t('browse')}
            </ButtonLink>
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="ml-my-courses ml-reset-list">
            {list.map((course) => (
              <li key={course.id}>
                <MyCourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

import { withLang } from '@elearn/platform';
import { NotFoundState, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { courseQuery } from '../catalogue/catalogue.queries';
import type { CourseDetail } from '../catalogue/catalogue.resource';
import { catalogueCss } from '../catalogue/catalogue.styles';
import { commonCss } from '../common/common.styles';
import { CourseCover } from '../common/course-cover.component';
import { CourseTypeTag } from '../common/course-type-tag.component';
import { FeesText } from '../common/fees-text.component';
import { SkeletonLine } from '../common/skeleton.component';
import { EnrolActions } from '../enrolment/enrol-actions.component';
import { CourseFacts } from './course-facts.component';
import { CourseOutline } from './course-outline.component';
import { useDocumentMeta } from './use-document-meta';

function CourseView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'catalogue.course' });
  useDocumentMeta(t('metaTitle', { title: course.title }), course.description);
  return (
    <article className="ml-course-page">
      <header className="ml-course-page__head">
        <div className="ml-course-page__intro">
          <CourseTypeTag type={course.type} />
          <h1 dir="auto" lang={course.language}>
            {course.title}
          </h1>
          {course.description && (
            <p dir="auto" lang={course.language}>
              {course.description}
            </p>
          )}
          {course.keywords.length > 0 && (
            <ul className="ml-reset-list ml-keywords" aria-label={t('keywords')}>
              {course.keywords.map((keyword) => (
                <li key={keyword} className="ml-tag ml-tag--other" dir="auto">
                  {keyword}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ml-card ml-course-page__aside">
          <CourseCover title={course.title} image={course.image} height={180} />
          <div className="ml-course-page__buy">
            <p className="ml-course-page__fees-label">{t('fees')}</p>
            <FeesText className="ml-course-page__fees" fees={course.additionalFeesPiastres} />
            <div className="ml-course-page__enrol">
              <EnrolActions course={course} />
            </div>
            <CourseFacts course={course} />
          </div>
        </div>
      </header>

      {course.audiences.length > 0 && (
        <section className="ml-course-page__section" aria-labelledby="ml-audiences">
          <h2 id="ml-audiences">{t('audiences')}</h2>
          <ul className="ml-audiences">
            {course.audiences.map((audience) => (
              <li key={audience.sector} dir="auto">
                <strong>{audience.sector}</strong>: {audience.intendedLearners.join(', ')}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="ml-course-page__section" aria-labelledby="ml-outcomes">
        <h2 id="ml-outcomes">{t('outcomes')}</h2>
        <ol className="ml-outcomes">
          {course.learningOutcomes.map((outcome) => (
            <li key={outcome.id} dir="auto">
              {outcome.statement}
            </li>
          ))}
        </ol>
      </section>

      <section className="ml-course-page__section" aria-labelledby="ml-outline">
        <h2 id="ml-outline">{t('modules')}</h2>
        <CourseOutline course={course} />
      </section>
    </article>
  );
}

/** No course at this seoTxt: a 404 page of its own, titled so. */
function CourseNotFound({ back }: { back: string }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'catalogue.course' });
  useDocumentMeta(t('notFoundTitle'), null);
  return (
    <NotFoundState title={t('notFoundTitle')} message={t('notFound')} back={{ to: back, label: t('back') }} />
  );
}

/** /{lang}/course/{courseSeoTxt} — what a course teaches, what it costs, and where to enrol. */
export function CoursePage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'catalogue.course' });
  const { t: common } = useTranslation('mf-learning');
  const lang = useLang();
  const course = useQuery(courseQuery(params.seo ?? ''));
  return (
    <div className="ml-catalogue">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="catalogue" css={catalogueCss} />
      <div className="ml-container">
        <QueryState
          query={course}
          loading={
            <div className="ml-course-page">
              <SkeletonLine width="20%" />
              <SkeletonLine width="60%" height={32} />
              <SkeletonLine />
              <SkeletonLine width="80%" />
            </div>
          }
          loadingLabel={t('loading')}
          errorMessage={t('error')}
          retryLabel={common('retry')}
        >
          {(found) =>
            found ? (
              <CourseView course={found} />
            ) : (
              <CourseNotFound back={withLang(lang, '/search-courses')} />
            )
          }
        </QueryState>
      </div>
    </div>
  );
}

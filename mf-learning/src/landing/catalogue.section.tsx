import { isRouteAvailable, withLang } from '@elearn/platform';
import { useLang } from '@elearn/ui';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { SectionEmpty, SectionError, SectionLoading, SkeletonLine } from '../common/section-state.component';
import type { Resource } from '../common/use-resource';
import { CourseCard } from './course-card.component';
import type { CatalogueCourse } from './landing.resource';

function CataloguePlaceholder() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.catalogue' });
  return (
    <SectionLoading label={t('loading')}>
      <div className="ml-courses">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="ml-card ml-course">
            <SkeletonLine height={140} />
            <div className="ml-course__body">
              <SkeletonLine width="30%" />
              <SkeletonLine width="80%" height={18} />
              <SkeletonLine />
              <SkeletonLine width="60%" />
            </div>
          </div>
        ))}
      </div>
    </SectionLoading>
  );
}

function CatalogueBody({ courses }: { courses: Resource<CatalogueCourse[]> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.catalogue' });
  if (courses.status === 'loading') return <CataloguePlaceholder />;
  if (courses.status === 'error') return <SectionError message={t('error')} onRetry={courses.reload} />;
  if (courses.data.length === 0) return <SectionEmpty message={t('empty')} />;
  return (
    <ul className="ml-courses ml-reset-list">
      {courses.data.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

export function CatalogueSection({ courses }: { courses: Resource<CatalogueCourse[]> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.catalogue' });
  const lang = useLang();
  return (
    <section
      id="catalogue"
      className="ml-section ml-section--tinted"
      aria-labelledby="catalogue-title"
      aria-busy={courses.status === 'loading'}
    >
      <div className="ml-container">
        <div className="ml-section__head">
          <h2 id="catalogue-title">{t('title')}</h2>
          <p>{t('lead')}</p>
        </div>
        <CatalogueBody courses={courses} />
        {courses.status === 'ready' && courses.data.length > 0 && isRouteAvailable('/search-courses') && (
          <div className="ml-catalogue__more">
            <ButtonLink size="lg" to={withLang(lang, '/search-courses')}>
              {t('browseAll')}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}

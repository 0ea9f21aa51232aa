import { isRouteAvailable, withLang } from '@elearn/platform';
import { EmptyState, QueryState, useLang } from '@elearn/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { emptyIcon, SkeletonLine } from '../common/skeleton.component';
import { CourseCard } from './course-card.component';
import type { CatalogueCourse } from './landing.resource';

function CataloguePlaceholder() {
  return (
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
  );
}

function CatalogueBody({ courses }: { courses: UseQueryResult<CatalogueCourse[]> }) {
  const { t } = useTranslation('mf-learning');
  return (
    <QueryState
      query={courses}
      loading={<CataloguePlaceholder />}
      loadingLabel={t('landing.catalogue.loading')}
      errorMessage={t('landing.catalogue.error')}
      retryLabel={t('retry')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={emptyIcon} message={t('landing.catalogue.empty')} />}
    >
      {(list) => <CatalogueList courses={list} />}
    </QueryState>
  );
}

function CatalogueList({ courses }: { courses: CatalogueCourse[] }) {
  return (
    <ul className="ml-courses ml-reset-list">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}

export function CatalogueSection({ courses }: { courses: UseQueryResult<CatalogueCourse[]> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.catalogue' });
  const lang = useLang();
  return (
    <section
      id="catalogue"
      className="ml-section ml-section--tinted"
      aria-labelledby="catalogue-title"
      aria-busy={courses.isPending}
    >
      <div className="ml-container">
        <div className="ml-section__head">
          <h2 id="catalogue-title">{t('title')}</h2>
          <p>{t('lead')}</p>
        </div>
        <CatalogueBody courses={courses} />
        {courses.data && courses.data.length > 0 && isRouteAvailable('/search-courses') && (
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

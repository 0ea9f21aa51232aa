import { isRouteAvailable, withLang } from '@elearn/platform';
import { EmptyState, QueryState, useLang } from '@elearn/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { CourseCard } from '../common/course-card.component';
import { CourseCardsPlaceholder } from '../common/course-cards-placeholder.component';
import { emptyIcon } from '../common/skeleton.component';
import type { CatalogueCourse } from './landing.resource';

function CatalogueBody({ courses }: { courses: UseQueryResult<CatalogueCourse[]> }) {
  const { t } = useTranslation('mf-learning');
  return (
    <QueryState
      query={courses}
      loading={<CourseCardsPlaceholder count={4} />}
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

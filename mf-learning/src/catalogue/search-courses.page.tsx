import { navigate, withLang } from '@elearn/platform';
import { EmptyState, Link, QueryState, useLang, useLocationHref } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CourseCard } from '../common/course-card.component';
import { CourseCardsPlaceholder } from '../common/course-cards-placeholder.component';
import { emptyIcon, SkeletonLine } from '../common/skeleton.component';
import { filterCoursesQuery } from './catalogue.queries';
import type { FilterCoursesResult } from './catalogue.resource';
import { Pager } from './pager.component';
import { SearchFilters } from './search-filters.component';
import { SearchPageFrame } from './search-page-frame.component';
import {
  isNarrowed,
  pageCount,
  type SearchState,
  searchFromUrl,
  urlFromSearch,
  withChange,
} from './search-state';

function Results({
  state,
  result,
  hrefOf,
}: {
  state: SearchState;
  result: FilterCoursesResult;
  hrefOf: (s: SearchState) => string;
}) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'catalogue.search' });
  if (result.total === 0) {
    return isNarrowed(state) ? (
      <EmptyState icon={emptyIcon} message={t('noResults')}>
        <p className="ml-muted">{t('noResultsHint')}</p>
        <Link className="ml-text-link" to={hrefOf({ type: state.type, q: '', page: 1 })}>
          {t('clear')}
        </Link>
      </EmptyState>
    ) : (
      <EmptyState icon={emptyIcon} message={t('empty')} />
    );
  }
  const from = result.startIndex + 1;
  const to = result.startIndex + result.courses.length;
  return (
    <>
      {result.courses.length === 0 ? (
        <EmptyState icon={emptyIcon} message={t('pastEnd')}>
          <Link className="ml-text-link" to={hrefOf({ ...state, page: 1 })}>
            {t('firstPage')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="ml-search__range">{t('range', { from, to, total: result.total })}</p>
          <ul className="ml-courses ml-reset-list">
            {result.courses.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager
        page={state.page}
        pages={pageCount(result.total)}
        hrefOf={(page) => hrefOf({ ...state, page })}
      />
    </>
  );
}

/** /{lang}/search-courses — text search and filters with counts, 10 a page; the URL holds it all. */
export function SearchCoursesPage() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'catalogue.search' });
  const { t: common } = useTranslation('mf-learning');
  const lang = useLang();
  const href = useLocationHref();
  const state = searchFromUrl(href.includes('?') ? href.slice(href.indexOf('?')) : '');
  const hrefOf = (next: SearchState) => withLang(lang, '/search-courses') + urlFromSearch(next);
  const go = (next: SearchState) => navigate(hrefOf(next));
  const results = useQuery(filterCoursesQuery(state));

  return (
    <SearchPageFrame
      strings="catalogue.search"
      query={state.q}
      onSearch={(q) => go(withChange(state, { q }))}
    >
      <div className="ml-search">
        <aside className="ml-search__filters" aria-labelledby="ml-filters-title">
          <h2 id="ml-filters-title">{t('filters')}</h2>
          {results.data ? (
            <SearchFilters
              state={state}
              facets={results.data.facets}
              onChange={(change) => go(withChange(state, change))}
            />
          ) : (
            <div aria-hidden="true">
              <SkeletonLine width="60%" />
              <SkeletonLine />
              <SkeletonLine width="80%" />
            </div>
          )}
        </aside>
        <section
          className="ml-search__results"
          aria-labelledby="ml-results-title"
          aria-busy={results.isFetching}
        >
          <h2 id="ml-results-title">{state.q ? t('forQuery', { q: state.q }) : t('results')}</h2>
          <QueryState
            query={results}
            loading={<CourseCardsPlaceholder count={3} />}
            loadingLabel={t('loading')}
            errorMessage={t('error')}
            retryLabel={common('retry')}
          >
            {(result) => <Results state={state} result={result} hrefOf={hrefOf} />}
          </QueryState>
        </section>
      </div>
    </SearchPageFrame>
  );
}

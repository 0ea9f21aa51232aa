import { navigate, withLang } from '@elearn/platform';
import { EmptyState, QueryState, useLang, useLocationHref } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CourseCard } from '../common/course-card.component';
import { emptyIcon, SkeletonLine } from '../common/skeleton.component';
import { pathwaysQuery } from './catalogue.queries';
import type { Pathway } from './catalogue.resource';
import { matchesAllWords } from './fold-text';
import { SearchPageFrame } from './search-page-frame.component';

/** What a pathway is found by: its name, description, audiences and its courses' titles. */
const searchableText = (pathway: Pathway) =>
  [
    pathway.name,
    pathway.description,
    ...pathway.audiences.flatMap((a) => [a.sector, ...a.intendedLearners]),
    ...pathway.courses.map((c) => c.title),
  ].join(' ');

function PathwayCard({ pathway }: { pathway: Pathway }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'catalogue.pathways' });
  const headingId = `ml-pathway-${pathway.id}`;
  return (
    <section className="ml-card ml-pathway" aria-labelledby={headingId}>
      <h2 id={headingId} dir="auto">
        {pathway.name}
      </h2>
      {pathway.description && <p dir="auto">{pathway.description}</p>}
      {pathway.audiences.length > 0 && (
        <p className="ml-muted">
          {t('for')} <span dir="auto">{pathway.audiences.flatMap((a) => a.intendedLearners).join(', ')}</span>
        </p>
      )}
      <h3 className="ml-pathway__courses-title">{t('courses', { count: pathway.courses.length })}</h3>
      {pathway.courses.length === 0 ? (
        <p className="ml-muted">{t('noCourses')}</p>
      ) : (
        <ol className="ml-courses ml-reset-list">
          {pathway.courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} headingLevel={3} />
              {course.prerequisite && (
                <p className="ml-pathway__prerequisite ml-muted" dir="auto">
                  {t('prerequisite', { title: course.prerequisite.title })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** /{lang}/search-pathways — learning pathways with their courses, searchable (the text is in the URL). */
export function SearchPathwaysPage() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'catalogue.pathways' });
  const { t: common } = useTranslation('mf-learning');
  const lang = useLang();
  const href = useLocationHref();
  const q =
    new URLSearchParams(href.includes('?') ? href.slice(href.indexOf('?')) : '').get('q')?.trim() ?? '';
  const pathways = useQuery(pathwaysQuery);
  const search = (text: string) =>
    navigate(withLang(lang, '/search-pathways') + (text ? `?${new URLSearchParams({ q: text })}` : ''));

  return (
    <SearchPageFrame strings="catalogue.pathways" query={q} onSearch={search}>
      <QueryState
        query={pathways}
        loading={<SkeletonLine height={220} />}
        loadingLabel={t('loading')}
        errorMessage={t('error')}
        retryLabel={common('retry')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={emptyIcon} message={t('empty')} />}
      >
        {(list) => {
          const shown = list.filter((pathway) => matchesAllWords(searchableText(pathway), q));
          if (shown.length === 0) return <EmptyState icon={emptyIcon} message={t('noResults', { q })} />;
          return (
            <div className="ml-pathways">
              {shown.map((pathway) => (
                <PathwayCard key={pathway.id} pathway={pathway} />
              ))}
            </div>
          );
        }}
      </QueryState>
    </SearchPageFrame>
  );
}

import type { CourseDetail } from '@elearn/contracts';
import { formatList, withLang } from '@elearn/platform';
import { Link, useLang } from '@elearn/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="ml-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** How the course is filed and who it is for: a description list beside the enrol area. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'catalogue.course' });
  const lang = useLang();
  const instructors = course.instructors.map((i) => `${i.firstName} ${i.lastName}`);
  return (
    <dl className="ml-facts">
      <Fact term={t('language')}>{t(`languages.${course.language}`)}</Fact>
      {course.educationalSystem && (
        <Fact term={t('educationalSystem')}>
          <span dir="auto">{course.educationalSystem.name}</span>
        </Fact>
      )}
      {course.gradeLevels.length > 0 && (
        <Fact term={t('gradeLevels')}>
          <span dir="auto">
            {formatList(
              course.gradeLevels.map((g) => g.name),
              lang,
            )}
          </span>
        </Fact>
      )}
      {course.pathways.length > 0 && (
        <Fact term={t('pathways')}>
          {course.pathways.map((pathway, index) => (
            <span key={pathway.id}>
              {index > 0 && ', '}
              <Link
                className="ml-text-link"
                dir="auto"
                to={`${withLang(lang, '/search-pathways')}?${new URLSearchParams({ q: pathway.name })}`}
              >
                {pathway.name}
              </Link>
            </span>
          ))}
        </Fact>
      )}
      <Fact term={t('prerequisite')}>
        {course.prerequisite ? (
          <Link
            className="ml-text-link"
            dir="auto"
            to={withLang(lang, `/course/${encodeURIComponent(course.prerequisite.seoTxt)}`)}
          >
            {course.prerequisite.title}
          </Link>
        ) : (
          t('noPrerequisite')
        )}
      </Fact>
      {instructors.length > 0 && (
        <Fact term={t('instructors')}>
          <span dir="auto">{instructors.join(', ')}</span>
        </Fact>
      )}
    </dl>
  );
}

import type { AuthoredCourse } from '@elearn/contracts';
import { EmptyState, Link, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { AUTHORING_CSS } from '../authoring.styles';
import { authoredCoursesQuery } from './courses.queries';

/** /dashboard/courses — the courses a staff member may edit or an instructor teaches. */
export function CoursesPage() {
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const query = useQuery(authoredCoursesQuery());
  return (
    <AntdScope>
      <ScopedStyle name="authoring" css={AUTHORING_CSS} />
      <main className="authoring-page">
        <div className="authoring-heading">
          <h1>{t('courses.title')}</h1>
          <div className="authoring-actions">
            <Link to={`/${lang}/dashboard/course-wizard`} className="authoring-primary-link">
              {t('courses.new')}
            </Link>
            <Link to={`/${lang}/dashboard/courses/new`}>{t('courses.newForm')}</Link>
          </div>
        </div>
        <QueryState
          query={query}
          loadingLabel={t('loading')}
          errorMessage={t('courses.failed')}
          retryLabel={t('retry')}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState message={t('courses.empty')} />}
        >
          {(courses) => (
            <ul className="authoring-course-list">
              {courses.map((course) => (
                <CourseRow key={course.id} course={course} lang={lang} />
              ))}
            </ul>
          )}
        </QueryState>
      </main>
    </AntdScope>
  );
}

function CourseRow({ course, lang }: { course: AuthoredCourse; lang: string }) {
  const { t } = useTranslation('mf-authoring');
  const base = `/${lang}/dashboard`;
  const building = course.lessonsBuilt < course.lessonsTotal;
  return (
    <li className="authoring-course">
      <div className="authoring-course-head">
        <h2>{course.title}</h2>
        <Tag>{t(`type.${course.type}`)}</Tag>
      </div>
      {building ? (
        <div className="authoring-building">
          <span>{t('courses.building', { built: course.lessonsBuilt, total: course.lessonsTotal })}</span>
          <Progress
            percent={Math.round((course.lessonsBuilt / course.lessonsTotal) * 100)}
            size="small"
            aria-label={t('courses.building', { built: course.lessonsBuilt, total: course.lessonsTotal })}
          />
        </div>
      ) : (
        <span className="authoring-muted">{t('courses.lessons', { count: course.lessonsTotal })}</span>
      )}
      <nav className="authoring-course-links" aria-label={t('courses.actionsFor', { title: course.title })}>
        <Link to={`${base}/preview-course/${course.id}`}>{t('courses.preview')}</Link>
        <Link to={`${base}/courses/${course.id}/materials`}>{t('courses.materials')}</Link>
        <Link to={`${base}/courses/${course.id}/edit`}>{t('courses.edit')}</Link>
        <Link to={`${base}/courses/${course.id}/tree`}>{t('courses.tree')}</Link>
      </nav>
    </li>
  );
}

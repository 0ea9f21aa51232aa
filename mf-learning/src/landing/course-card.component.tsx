import { withLang } from '@elearn/platform';
import { Link, useLang } from '@elearn/ui';
import { useTranslation } from 'react-i18next';
import { CourseCover } from '../common/course-cover.component';
import { coursePath } from '../common/course-path';
import { CourseTypeTag } from '../common/course-type-tag.component';
import { formatEgp } from '../common/format';
import type { CatalogueCourse } from './landing.resource';

/** A course of the teaser: the whole card opens the course page (its forum until that page is deployed). */
export function CourseCard({ course }: { course: CatalogueCourse }) {
  const { t } = useTranslation('mf-learning');
  const lang = useLang();
  const target = coursePath(course.seoTxt);
  const fees = course.additionalFeesPiastres ?? 0;
  return (
    <article className="ml-card ml-course">
      <CourseCover title={course.title} image={course.image} />
      <div className="ml-course__body">
        <CourseTypeTag type={course.type} />
        <h3 dir="auto">{target ? <Link to={withLang(lang, target)}>{course.title}</Link> : course.title}</h3>
        {course.description && (
          <p className="ml-course__desc" dir="auto">
            {course.description}
          </p>
        )}
        <p className={fees > 0 ? 'ml-course__price' : 'ml-course__price ml-course__price--free'}>
          {fees > 0 ? formatEgp(fees, lang) : t('free')}
        </p>
      </div>
    </article>
  );
}

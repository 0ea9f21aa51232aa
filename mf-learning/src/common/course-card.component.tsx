import type { CatalogueCourse } from '@elearn/contracts';
import { withLang } from '@elearn/platform';
import { Link, useLang } from '@elearn/ui';
import { CourseCover } from './course-cover.component';
import { coursePath } from './course-path';
import { CourseTypeTag } from './course-type-tag.component';
import { FeesText } from './fees-text.component';

/** A course of the catalogue (landing teaser, search, pathways): the whole card opens the course page (its forum where that page is not deployed). */
export function CourseCard({ course, headingLevel = 3 }: { course: CatalogueCourse; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lang = useLang();
  const target = coursePath(course.seoTxt);
  return (
    <article className="ml-card ml-course">
      <CourseCover title={course.title} image={course.image} />
      <div className="ml-course__body">
        <CourseTypeTag type={course.type} />
        <Heading dir="auto">
          {target ? <Link to={withLang(lang, target)}>{course.title}</Link> : course.title}
        </Heading>
        {course.description && (
          <p className="ml-course__desc" dir="auto">
            {course.description}
          </p>
        )}
        <FeesText className="ml-course__price" fees={course.additionalFeesPiastres} />
      </div>
    </article>
  );
}

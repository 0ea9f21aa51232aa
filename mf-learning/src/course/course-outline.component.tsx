import type { CourseDetail } from '@elearn/contracts';
import { useTranslation } from 'react-i18next';

/** The modules of a course, each lesson collapsed to its name; opening one shows what it teaches. */
export function CourseOutline({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'catalogue.course' });
  return (
    <ol className="ml-reset-list ml-outline">
      {course.modules.map((module) => (
        <li key={module.id} className="ml-outline__module">
          <h3 dir="auto">{t('module', { number: module.number, name: module.name })}</h3>
          <p className="ml-muted">{t('lessonCount', { count: module.lessons.length })}</p>
          <ul className="ml-reset-list">
            {module.lessons.map((lesson) => (
              <li key={lesson.id}>
                <details className="ml-lesson">
                  <summary dir="auto">{t('lesson', { number: lesson.number, name: lesson.name })}</summary>
                  <p className="ml-lesson__goals">{t('lessonGoals')}</p>
                  <ul>
                    {lesson.learningOutcomes.map((goal) => (
                      <li key={goal} dir="auto">
                        {goal}
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

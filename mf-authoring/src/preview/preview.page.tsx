import type { CoursePreview } from '@elearn/contracts';
import { Link, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { AUTHORING_CSS } from '../authoring.styles';
import { coursePreviewQuery } from '../courses/courses.queries';

/** /dashboard/preview-course/{courseId} — the course's whole content, read-only, for its authors. */
export function PreviewPage({ params }: { params: Record<string, string> }) {
  const courseId = params.courseId!;
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  const query = useQuery(coursePreviewQuery(courseId));
  return (
    <AntdScope>
      <ScopedStyle name="authoring" css={AUTHORING_CSS} />
      <main className="authoring-page authoring-preview">
        <p>
          <Link to={`/${lang}/dashboard/courses`}>{t('preview.back')}</Link>
        </p>
        <QueryState
          query={query}
          loadingLabel={t('loading')}
          errorMessage={t('preview.failed')}
          retryLabel={t('retry')}
        >
          {(course) => <CourseContent course={course} />}
        </QueryState>
      </main>
    </AntdScope>
  );
}

function CourseContent({ course }: { course: CoursePreview }) {
  const { t } = useTranslation('mf-authoring');
  return (
    <article>
      <h1>{course.title}</h1>
      <Tag>{t(`type.${course.type}`)}</Tag>
      {course.image && <img className="authoring-cover" src={course.image} alt="" />}
      <p>{course.description || t('review.noDescription')}</p>
      {course.keywords.length > 0 && (
        <p>
          {course.keywords.map((k) => (
            <Tag key={k}>{k}</Tag>
          ))}
        </p>
      )}
      {course.learningOutcomes.map((outcome, index) => (
        <section key={outcome.id} aria-labelledby={`lo-${outcome.id}`}>
          <h2 id={`lo-${outcome.id}`}>
            {t('preview.outcome', { n: index + 1, statement: outcome.statement })}
          </h2>
          <dl className="authoring-dl">
            <dt>{t('fields.scope')}</dt>
            <dd>{outcome.scope}</dd>
            <dt>{t('fields.domain')}</dt>
            <dd>{outcome.domain}</dd>
          </dl>
          <ul>
            {outcome.performanceCriteria.map((c) => (
              <li key={c.id}>{c.description}</li>
            ))}
          </ul>
          {course.modules
            .filter((m) => m.learningOutcomeId === outcome.id)
            .map((module) => (
              <div key={module.id}>
                <h3>{t('preview.module', { n: module.number, name: module.name })}</h3>
                {module.lessons.map((lesson) => (
                  <div key={lesson.id} className="authoring-lesson">
                    <h4>{t('preview.lesson', { n: lesson.number, name: lesson.name })}</h4>
                    {lesson.content ? (
                      <p className="authoring-lesson-content">{lesson.content}</p>
                    ) : (
                      <p className="authoring-muted">{t('preview.notBuilt')}</p>
                    )}
                    {lesson.sampleQuestions.flatMap((group) =>
                      group.questions.map((q) => (
                        <details key={`${group.type}-${q.question}`}>
                          <summary>{q.question}</summary>
                          <p>{q.answer}</p>
                        </details>
                      )),
                    )}
                  </div>
                ))}
              </div>
            ))}
        </section>
      ))}
    </article>
  );
}

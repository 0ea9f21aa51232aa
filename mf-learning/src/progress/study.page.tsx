import { bus } from '@elearn/platform';
import { RemoteComponent, useLang, useLocationHref } from '@elearn/ui';
import { SafeHtml } from '@elearn/ui/safe-html';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { SkeletonLine } from '../common/skeleton.component';
import { useDocumentMeta } from '../course/use-document-meta';
import { AnswerState } from './answer-state.component';
import { isPreviewHref } from './course-progress.page';
import { lessonHtml } from './lesson-html';
import { studyLessonQuery } from './progress.queries';
import type { StudyLesson } from './progress.resource';
import { minutesOf, progressPath, studyPath } from './study-paths';
import { useLessonTime } from './use-lesson-time';

function LessonView({ study, courseId }: { study: StudyLesson; courseId: string }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'study' });
  const lang = useLang();
  const seconds = useLessonTime(study.progressId, study.lesson.id, study.timeSpentSeconds);
  useDocumentMeta(t('metaTitle', { lesson: study.lesson.name, course: study.courseTitle }), null);
  return (
    <article className="ml-study">
      <nav className="ml-study__crumbs" aria-label={t('crumbs')}>
        <ButtonLink variant="link" to={progressPath(lang, courseId, study.preview)}>
          {study.courseTitle}
        </ButtonLink>
        <span dir="auto">{study.moduleName}</span>
      </nav>
      <header className="ml-study__head">
        <h1 dir="auto">{t('lesson', { n: study.lesson.number, name: study.lesson.name })}</h1>
        <div className="ml-study__tools">
          {!study.preview && (
            <span className="ml-study__time" role="status">
              {t('time', { count: minutesOf(seconds) })}
            </span>
          )}
          <Button onClick={() => bus.emit('ui:toggle-calculator')}>{t('calculator')}</Button>
        </div>
      </header>
      <SafeHtml className="ml-study__content" dir="auto" html={lessonHtml(study.lesson.content)} />
      <nav className="ml-study__pager" aria-label={t('pager')}>
        {study.previous ? (
          <ButtonLink to={studyPath(lang, courseId, study.previous, study.preview)}>
            {t('previous')}
          </ButtonLink>
        ) : (
          <span />
        )}
        {study.next ? (
          <ButtonLink variant="primary" to={studyPath(lang, courseId, study.next, study.preview)}>
            {t('next')}
          </ButtonLink>
        ) : (
          <ButtonLink variant="primary" to={progressPath(lang, courseId, study.preview)}>
            {t('backToProgress')}
          </ButtonLink>
        )}
      </nav>
      <section className="ml-study__materials" aria-label={t('materials')}>
        <h2>{t('materials')}</h2>
        {/* mf-materials' panel, loaded at run time; its notice with Retry shows until that remote is deployed. */}
        <RemoteComponent
          remote="mf-materials"
          module="./MaterialsPanel"
          props={{ courseId, progressId: study.progressId, viewedMaterials: study.viewedMaterials }}
        />
      </section>
    </article>
  );
}

/** /{lang}/dashboard/study/{courseId}/{learningOutcomeId}/{moduleId}/{lessonId}: one lesson to study. */
export function StudyPage({ params }: { params: Record<string, string> }) {
  const courseId = params.courseId ?? '';
  const preview = isPreviewHref(useLocationHref());
  const query = useQuery(studyLessonQuery(courseId, params.lessonId ?? '', preview));
  return (
    <AnswerState
      query={query}
      keyPrefix="study"
      loading={
        <div className="ml-study">
          <SkeletonLine width="40%" />
          <SkeletonLine width="70%" height={32} />
          <SkeletonLine height={200} />
        </div>
      }
    >
      {(data) => <LessonView study={data} courseId={courseId} />}
    </AnswerState>
  );
}

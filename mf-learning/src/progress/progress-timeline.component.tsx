import { useLang } from '@elearn/ui';
import Progress from 'antd/es/progress';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import type { CourseProgress } from './progress.resource';
import { assessmentPath, minutesOf, studyPath } from './study-paths';

interface Props {
  progress: CourseProgress;
  unmasteredOnly: boolean;
}

/** The timeline: each learning outcome with its mastery, then its modules and their lessons. */
export function ProgressTimeline({ progress, unmasteredOnly }: Props) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'progress' });
  const lang = useLang();
  const courseId = progress.course._id;
  const mastery = new Map(progress.learningPerformance.map((p) => [p.learningOutcomeId, p]));
  const outcomes = progress.course.learningOutcomes.filter(
    (o) => !unmasteredOnly || !mastery.get(o.id)?.mastered,
  );
  if (outcomes.length === 0) return <p className="ml-progress__all-mastered">{t('allMastered')}</p>;
  return (
    <ol className="ml-reset-list ml-timeline">
      {outcomes.map((outcome, index) => {
        const performance = mastery.get(outcome.id);
        const modules = progress.course.modules.filter((m) => m.learningOutcomeId === outcome.id);
        return (
          <li key={outcome.id} className="ml-timeline__outcome">
            <div className="ml-timeline__head">
              <h2>
                <span className="ml-timeline__number">{t('outcome', { n: index + 1 })}</span>
                {/* Isolated: an English statement keeps its own direction on an Arabic page. */}
                <bdi>{outcome.statement}</bdi>
              </h2>
              <div className="ml-timeline__mastery">
                <Progress
                  type="circle"
                  size={56}
                  percent={performance?.percent ?? 0}
                  status={performance?.mastered ? 'success' : 'normal'}
                  aria-label={t('masteryOf', { n: index + 1 })}
                />
                <span className={performance?.mastered ? 'ml-tag ml-tag--ok' : 'ml-tag ml-tag--other'}>
                  {performance?.mastered ? t('mastered') : t('notMastered')}
                </span>
              </div>
            </div>
            {modules.map((module) => (
              <section key={module.id} className="ml-timeline__module" aria-label={module.name}>
                <h3 dir="auto">{t('module', { n: module.number, name: module.name })}</h3>
                <ul className="ml-reset-list">
                  {module.lessons.map((lesson) => {
                    const ref = { learningOutcomeId: outcome.id, moduleId: module.id, lessonId: lesson.id };
                    return (
                      <li key={lesson.id} className="ml-timeline__lesson">
                        <span dir="auto" className="ml-timeline__lesson-name">
                          {t('lesson', { n: lesson.number, name: lesson.name })}
                        </span>
                        {!progress.preview && (
                          <span className="ml-timeline__time">
                            {t('minutes', { count: minutesOf(lesson.timeSpentSeconds) })}
                          </span>
                        )}
                        <span className="ml-timeline__links">
                          <ButtonLink
                            to={studyPath(lang, courseId, ref, progress.preview)}
                            aria-label={t('studyLesson', { name: lesson.name })}
                          >
                            {t('study')}
                          </ButtonLink>
                          {!progress.preview && (
                            <ButtonLink
                              variant="outline"
                              to={assessmentPath(lang, courseId, ref)}
                              aria-label={t('assessLesson', { name: lesson.name })}
                            >
                              {t('assess')}
                            </ButtonLink>
                          )}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </li>
        );
      })}
    </ol>
  );
}

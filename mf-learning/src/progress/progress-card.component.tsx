import { formatList } from '@elearn/platform';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LearningTimesForm } from './learning-times.form';
import type { CourseProgress } from './progress.resource';
import { minutesOf } from './study-paths';

const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The course progress card: completion and mastered outcomes; expanding it
 * shows the time spent and the learning-times form (learner-experience §2).
 */
export function ProgressCard({ progress }: { progress: CourseProgress }) {
  const { t, i18n } = useTranslation('mf-learning', { keyPrefix: 'progress' });
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const mastered = progress.learningPerformance.filter((p) => p.mastered).length;
  const seconds = progress.course.modules
    .flatMap((m) => m.lessons)
    .reduce((sum, lesson) => sum + lesson.timeSpentSeconds, 0);
  return (
    <section className="ml-card ml-progress-card" aria-label={t('card.title')}>
      <div className="ml-progress-card__summary">
        <Progress
          percent={progress.completion}
          strokeColor={progress.completion >= 100 ? undefined : '#1f5fbf'}
          aria-label={t('card.completion')}
        />
        <p>
          {t('card.mastered', { mastered, total: progress.course.learningOutcomes.length })}
          {' · '}
          {t('card.time', { count: minutesOf(seconds) })}
        </p>
        <Button aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('card.collapse') : t('card.expand')}
        </Button>
      </div>
      {!expanded && progress.learningTimes.length > 0 && (
        <ul className="ml-reset-list ml-progress-card__times" aria-label={t('times.title')}>
          {progress.learningTimes.map((time) => (
            <li key={`${time.alarmTime}-${time.repeatDays.join()}`}>
              {time.alarmTime} ·{' '}
              {formatList(
                time.repeatDays.map((d) => t(`times.days.${DAY_KEYS[d]}`)),
                i18n.language,
              )}
            </li>
          ))}
        </ul>
      )}
      <div id={panelId} hidden={!expanded}>
        {expanded && progress.progressId && (
          <>
            <h2 className="ml-progress-card__heading">{t('times.title')}</h2>
            <LearningTimesForm
              progressId={progress.progressId}
              courseId={progress.course._id}
              initial={progress.learningTimes}
              timeZone={progress.timeZone}
            />
          </>
        )}
      </div>
    </section>
  );
}

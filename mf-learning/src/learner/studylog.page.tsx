import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { studyLogQuery } from './learner.queries';
import type { StudyLog } from './learner.resource';
import { LearnerPageFrame } from './learner-page-frame.component';

function StudyLogView({ log }: { log: StudyLog }) {
  const { t, i18n } = useTranslation('mf-learning', { keyPrefix: 'learner.studyLog' });
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      {log.studyDays && (
        <section className="ml-learner-section" aria-labelledby="ml-study-days">
          <h2 id="ml-study-days">{t('days')}</h2>
          {log.studyDays.length === 0 ? (
            <p>{t('noDays')}</p>
          ) : (
            <table className="ml-learner-table">
              <thead>
                <tr>
                  <th scope="col">{t('day')}</th>
                  <th scope="col">{t('minutes')}</th>
                </tr>
              </thead>
              <tbody>
                {log.studyDays.map((d) => (
                  <tr key={d.day}>
                    <td>
                      {new Date(`${d.day}T12:00:00Z`).toLocaleDateString(i18n.language, {
                        dateStyle: 'medium',
                      })}
                    </td>
                    <td>{d.minutes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
      <section className="ml-learner-section" aria-labelledby="ml-activity">
        <h2 id="ml-activity">{t('activity')}</h2>
        {log.activity.length === 0 ? (
          <p>{t('noActivity')}</p>
        ) : (
          <table className="ml-learner-table">
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('course')}</th>
                <th scope="col">{t('page')}</th>
                <th scope="col">{t('minutes')}</th>
              </tr>
            </thead>
            <tbody>
              {log.activity.map((a) => (
                <tr key={`${a.createdAt}-${a.route}`}>
                  <td>{when(a.createdAt)}</td>
                  <td dir="auto">{a.courseTitle ?? '—'}</td>
                  <td dir="ltr">{a.route}</td>
                  <td>{a.minutes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/** /{lang}/dashboard/studylog/{childId}: a learner's study days and activity, for those who may see them. */
export function StudyLogPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'learner' });
  const learnerId = params.childId ?? '';
  const query = useQuery(studyLogQuery(learnerId));
  return (
    <LearnerPageFrame title={t('studyLog.title')} learnerId={learnerId} query={query}>
      {(log) => <StudyLogView log={log} />}
    </LearnerPageFrame>
  );
}

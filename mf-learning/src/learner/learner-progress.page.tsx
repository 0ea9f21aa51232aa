import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { learnerProgressQuery } from './learner.queries';
import { LearnerPageFrame } from './learner-page-frame.component';

/** /{lang}/dashboard/learner-progress/{childId}: a learner's course progress, read-only (an instructor sees shared courses). */
export function LearnerProgressPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'learner' });
  const learnerId = params.childId ?? '';
  const query = useQuery(learnerProgressQuery(learnerId));
  return (
    <LearnerPageFrame title={t('progress.title')} learnerId={learnerId} query={query}>
      {(courses) =>
        courses.length === 0 ? (
          <p>{t('progress.empty')}</p>
        ) : (
          <table className="ml-learner-table">
            <thead>
              <tr>
                <th scope="col">{t('progress.course')}</th>
                <th scope="col">{t('progress.completion')}</th>
                <th scope="col">{t('progress.mastered')}</th>
              </tr>
            </thead>
            <tbody>
              {courses.map((c) => (
                <tr key={c.courseId}>
                  <td dir="auto">{c.title}</td>
                  <td>{c.completion}%</td>
                  <td>{t('progress.masteredOf', { mastered: c.mastered, total: c.outcomes })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </LearnerPageFrame>
  );
}

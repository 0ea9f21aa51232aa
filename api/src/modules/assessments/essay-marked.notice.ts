import type { Tx } from '../../db/transaction';
import type { notificationsService } from '../notifications/notifications.service';
import type { ExamRow } from './exam-records';

/** Tells the learner an essay of theirs was marked (by the instructor or the model), linking the review. */
export const notifyEssayMarked = (
  notifications: ReturnType<typeof notificationsService>,
  exam: ExamRow,
  score: number,
  tx: Tx,
) =>
  notifications.notify(
    exam.userId,
    {
      short: 'assessment.essay-marked',
      template: 'notifications.essayMarked',
      templateType: 'link',
      attributes: { exam: exam.name, score, link: `/dashboard/assessment/${exam.courseId}/${exam.hash}` },
    },
    tx,
  );

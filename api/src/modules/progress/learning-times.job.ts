import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { notificationsService } from '../notifications/notifications.service';
import { nextFireAt } from './learning-times.schedule';

/** How many due alarms one transaction claims; the rest wait for the next loop turn. */
const BATCH = 100;

/**
 * Rings the due learning-time alarms, each exactly once: due rows are claimed
 * with FOR UPDATE SKIP LOCKED (a second process skips them instead of waiting)
 * and their next_fire_at moves on in the transaction that stores the
 * notification, so a crash before COMMIT rings again and a commit never twice.
 * An alarm missed while the server was down rings once, then moves to its next time.
 */
export async function ringDueLearningTimes(ctx: AppContext): Promise<number> {
  const notifications = notificationsService(ctx);
  let rung = 0;
  for (;;) {
    const count = await inTransaction(ctx, async (tx) => {
      const { rows } = await tx.client.query<{
        id: string;
        alarm_time: string;
        repeat_days: number[];
        time_zone: string;
        user_id: string;
        course_id: string;
        title: string;
      }>(
        `SELECT t.id, t.alarm_time, t.repeat_days, t.time_zone, p.user_id, p.course_id, c.title
         FROM learning_times t
         JOIN course_progress p ON p.id = t.progress_id
         JOIN courses c ON c.id = p.course_id
         WHERE t.next_fire_at <= $1
         ORDER BY t.next_fire_at LIMIT ${BATCH}
         FOR UPDATE OF t SKIP LOCKED`,
        [tx.now],
      );
      for (const row of rows) {
        const next = nextFireAt(row.alarm_time, row.repeat_days, row.time_zone, tx.now);
        await tx.client.query('UPDATE learning_times SET next_fire_at = $2 WHERE id = $1', [row.id, next]);
        await notifications.notify(
          row.user_id,
          {
            short: 'learning-time',
            template: 'notifications.learningTime',
            templateType: 'link',
            attributes: { course: row.title, link: `/dashboard/course-progress/${row.course_id}` },
          },
          tx,
        );
      }
      return rows.length;
    });
    rung += count;
    if (count < BATCH) return rung;
  }
}

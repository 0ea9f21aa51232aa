import type { Tx } from '../../db/transaction';
import type { NotificationInput } from '../notifications/notifications.service';
import type { OrderRow } from './orders.queries';

/**
 * Gives the buyer what a just-paid order bought, inside the transaction that
 * marked it paid: the course's progress (enrolment), or the plan from now
 * for its default duration. Returns the notification to send.
 */
export async function grantOrder(tx: Tx, order: OrderRow): Promise<NotificationInput> {
  if (order.item_type === 'course') {
    await tx.client.query(
      `INSERT INTO course_progress (user_id, course_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT ON CONSTRAINT course_progress_user_course DO NOTHING`,
      [order.user_id, order.item_id, tx.now],
    );
  } else {
    await tx.client.query(
      `INSERT INTO user_plans (user_id, plan_id, start_date, renew_date, created_at)
       SELECT $1, p.id, $3::timestamptz, $3::timestamptz + make_interval(months => p.default_duration_in_month), $3
       FROM plans p WHERE p.id = $2`,
      [order.user_id, order.item_id, tx.now],
    );
  }
  return {
    short: 'payment.paid',
    template: 'notifications.payment.paid',
    templateType: 'link',
    attributes: { item: order.item_name, orderId: order.id, link: `/payment-result/${order.id}?status=paid` },
  };
}

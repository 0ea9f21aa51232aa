import type { Tx } from '../../db/transaction';
import type { NotificationInput } from '../notifications/notifications.service';
import type { OrderRow } from './orders.queries';

/**
 * Gives the buyer what a just-paid order bought, inside the transaction that
 * marked it paid: the course's progress (enrolment), or the plan from now
 * for its default duration (the period is recorded on the order, so a refund
 * takes back exactly it). Returns the notification to send.
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
      `WITH granted AS (
         INSERT INTO user_plans (user_id, plan_id, start_date, renew_date, created_at)
         SELECT $1, p.id, $3::timestamptz, $3::timestamptz + make_interval(months => p.default_duration_in_month), $3
         FROM plans p WHERE p.id = $2 RETURNING id)
       UPDATE payment_orders SET granted_plan_id = (SELECT id FROM granted) WHERE id = $4`,
      [order.user_id, order.item_id, tx.now, order.id],
    );
  }
  return {
    short: 'payment.paid',
    template: 'notifications.payment.paid',
    templateType: 'link',
    attributes: { item: order.item_name, orderId: order.id, link: `/payment-result/${order.id}?status=paid` },
  };
}

/**
 * Takes back what a paid order granted, when the gateway refunds or voids
 * it: the course's enrolment, or the plan period it started. Returns the
 * notification that tells the learner.
 */
export async function revokeOrder(
  tx: Tx,
  order: OrderRow,
  how: 'refunded' | 'voided',
): Promise<NotificationInput> {
  if (order.item_type === 'course') {
    await tx.client.query('DELETE FROM course_progress WHERE user_id = $1 AND course_id = $2', [
      order.user_id,
      order.item_id,
    ]);
  } else {
    await tx.client.query(
      'DELETE FROM user_plans WHERE id = (SELECT granted_plan_id FROM payment_orders WHERE id = $1)',
      [order.id],
    );
  }
  return {
    short: `payment.${how}`,
    template: `notifications.payment.${how}`,
    templateType: 'link',
    attributes: {
      item: order.item_name,
      orderId: order.id,
      link: `/payment-result/${order.id}?status=${how}`,
    },
  };
}

import type { GatewayName, OrderItemType, OrderStatus, PaymentOrder } from '@elearn/contracts';
import type { Run } from '../../db/transaction';

export interface OrderRow {
  id: string;
  user_id: string;
  item_type: OrderItemType;
  item_id: string;
  item_name: string;
  amount_piastres: number;
  currency: 'EGP';
  gateway: GatewayName;
  gateway_ref: string | null;
  status: OrderStatus;
  lang: string;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  transaction_ref: string | null;
  secure_card: string | null;
  otp_failures: number;
  course_seo_txt: string | null;
}

const COLUMNS = `o.id, o.user_id, o.item_type, o.item_id, o.item_name, o.amount_piastres, o.currency, o.gateway,
  o.gateway_ref, o.status, o.lang, o.created_at, o.expires_at, o.paid_at, o.transaction_ref,
  o.secure_card, o.otp_failures,
  (SELECT c.seo_txt FROM courses c WHERE o.item_type = 'course' AND c.id = o.item_id) AS course_seo_txt`;

export const toPaymentOrder = (r: OrderRow): PaymentOrder => ({
  id: r.id,
  itemType: r.item_type,
  itemId: r.item_id,
  itemName: r.item_name,
  courseSeoTxt: r.course_seo_txt,
  amountPiastres: r.amount_piastres,
  currency: 'EGP',
  gateway: r.gateway,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
  paidAt: r.paid_at && new Date(r.paid_at).toISOString(),
});

/** What is for sale: a course's or a plan's name and price, from the database only. */
export async function priceOf(
  db: Run,
  itemType: OrderItemType,
  itemId: string,
): Promise<{ name: string; amountPiastres: number; durationInMonths: number | null } | null> {
  const { rows } =
    itemType === 'course'
      ? await db.query<{ name: string; amount: number | null; months: null }>(
          'SELECT title AS name, additional_fees_piastres AS amount, NULL AS months FROM courses WHERE id = $1',
          [itemId],
        )
      : await db.query<{ name: string; amount: number; months: number }>(
          'SELECT name, fees_piastres AS amount, default_duration_in_month AS months FROM plans WHERE id = $1',
          [itemId],
        );
  const row = rows[0];
  return row ? { name: row.name, amountPiastres: row.amount ?? 0, durationInMonths: row.months } : null;
}

export async function insertOrder(
  db: Run,
  order: {
    userId: string;
    itemType: OrderItemType;
    itemId: string;
    itemName: string;
    amountPiastres: number;
    gateway: GatewayName;
    lang: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<OrderRow> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO payment_orders (user_id, item_type, item_id, item_name, amount_piastres, gateway, lang, created_at, updated_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING id`,
    [
      order.userId,
      order.itemType,
      order.itemId,
      order.itemName,
      order.amountPiastres,
      order.gateway,
      order.lang,
      order.now,
      order.expiresAt,
    ],
  );
  return (await findOrder(db, rows[0]!.id))!;
}

export const setOrderLang = (db: Run, orderId: string, lang: string) =>
  db.query('UPDATE payment_orders SET lang = $2 WHERE id = $1', [orderId, lang]);

export const setGatewayRef = (db: Run, orderId: string, ref: string, redirectUrl: string) =>
  db.query('UPDATE payment_orders SET gateway_ref = $2, redirect_url = $3 WHERE id = $1', [
    orderId,
    ref,
    redirectUrl,
  ]);

/**
 * The user's open order for this item, newest first: pending or declined (a
 * retry may still pay it), not expired. `transaction_ref` set on a pending
 * order means the gateway reported a transaction still in progress.
 */
export async function findOpenOrder(
  db: Run,
  o: { userId: string; itemType: OrderItemType; itemId: string; now: Date },
): Promise<{
  id: string;
  status: OrderStatus;
  gateway: GatewayName;
  amount_piastres: number;
  redirect_url: string | null;
  transaction_ref: string | null;
  otp_failures: number;
} | null> {
  const { rows } = await db.query(
    `SELECT id, status, gateway, amount_piastres, redirect_url, transaction_ref, otp_failures FROM payment_orders
     WHERE user_id = $1 AND item_type = $2 AND item_id = $3 AND status IN ('pending', 'failed') AND expires_at > $4
     ORDER BY created_at DESC LIMIT 1`,
    [o.userId, o.itemType, o.itemId, o.now],
  );
  return (rows[0] as never) ?? null;
}

export async function findOrder(db: Run, id: string, userId?: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM payment_orders o WHERE o.id = $1 ${userId ? 'AND o.user_id = $2' : ''}`,
    userId ? [id, userId] : [id],
  );
  return rows[0] ?? null;
}

/** The order a gateway names, locked until the transaction ends: concurrent callbacks wait their turn. */
export async function lockOrderByRef(db: Run, gateway: GatewayName, ref: string): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM payment_orders o WHERE o.gateway = $1 AND o.gateway_ref = $2 FOR UPDATE OF o`,
    [gateway, ref],
  );
  return rows[0] ?? null;
}

/**
 * Moves the order from one of `from` to `status`; true only for the one call
 * that did. The condition on `status` makes a second delivery a no-op even
 * without the lock. `paid_at` is set when it becomes paid and kept after.
 */
export async function moveOrder(
  db: Run,
  id: string,
  from: readonly OrderStatus[],
  status: OrderStatus,
  now: Date,
  transactionRef: string | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE payment_orders SET status = $2, updated_at = $3, transaction_ref = COALESCE($4, transaction_ref),
       paid_at = CASE WHEN $2 = 'paid' THEN $3::timestamptz ELSE paid_at END
     WHERE id = $1 AND status = ANY($5::text[])`,
    [id, status, now, transactionRef, from],
  );
  return rowCount === 1;
}

/** Pending orders past their expiry become `expired` (the result page and history say so). */
export const expireOrders = (db: Run, now: Date, userId?: string) =>
  db.query(
    `UPDATE payment_orders SET status = 'expired', updated_at = $1
     WHERE status = 'pending' AND expires_at <= $1 ${userId ? 'AND user_id = $2' : ''}`,
    userId ? [now, userId] : [now],
  );

export async function listOrders(db: Run, userId: string, limit: number): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM payment_orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export const insertRefusal = (
  db: Run,
  refusal: {
    orderId: string | null;
    gateway: GatewayName;
    reason: string;
    detail: Record<string, unknown>;
    now: Date;
  },
) =>
  db.query(
    'INSERT INTO payment_refusals (order_id, gateway, reason, detail, created_at) VALUES ($1, $2, $3, $4, $5)',
    [refusal.orderId, refusal.gateway, refusal.reason, JSON.stringify(refusal.detail), refusal.now],
  );

/** Whether the user has a paid order for the course (createCourseProgress checks it). */
export async function hasPaidFor(db: Run, userId: string, courseId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM payment_orders WHERE user_id = $1 AND item_type = 'course' AND item_id = $2 AND status = 'paid' LIMIT 1`,
    [userId, courseId],
  );
  return rows.length > 0;
}

/** Whether the user has the plan now (a second checkout of it is refused). */
export async function hasCurrentPlan(db: Run, userId: string, planId: string, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM user_plans WHERE user_id = $1 AND plan_id = $2 AND start_date <= $3 AND renew_date > $3 LIMIT 1',
    [userId, planId, now],
  );
  return rows.length > 0;
}

/** Sandbox: the card step passed for a 3-D Secure card (its last four digits), or, null, the code step is done. */
export const setSecureCard = (db: Run, id: string, card: string | null) =>
  db.query('UPDATE payment_orders SET secure_card = $2 WHERE id = $1', [id, card]);

/**
 * Sandbox: one more wrong one-time code on the order, atomically; the count
 * after it, or null when the order had used all `limit` codes already.
 */
export async function countOtpFailure(db: Run, id: string, limit: number): Promise<number | null> {
  const { rows } = await db.query<{ otp_failures: number }>(
    `UPDATE payment_orders SET otp_failures = otp_failures + 1, secure_card = CASE WHEN otp_failures + 1 >= $2 THEN NULL ELSE secure_card END
     WHERE id = $1 AND otp_failures < $2 RETURNING otp_failures`,
    [id, limit],
  );
  return rows[0]?.otp_failures ?? null;
}

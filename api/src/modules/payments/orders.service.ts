import {
  type CheckoutResponse,
  type GatewayName,
  isPaidCourse,
  PAYMENT_EXPIRATION_SECONDS,
  type PaymentOrder,
  type User,
} from '@elearn/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { findCourseRole } from '../courses/courses.queries';
import { notificationsService } from '../notifications/notifications.service';
import type { PaymentGateway } from './gateway';
import { grantOrder } from './grant';
import * as q from './orders.queries';

/** A gateway's verified word on one of its orders. */
export interface Settlement {
  gateway: GatewayName;
  gatewayRef: string;
  success: boolean;
  amountPiastres: number;
  currency: string;
  transactionRef: string;
  /** Kept with a refusal, for whoever investigates it. */
  detail: Record<string, unknown>;
}

export type SettleOutcome = 'paid' | 'failed' | 'unchanged' | 'refused' | 'unknown';

const HISTORY_LIMIT = 100;

/** Orders: created from the server's own price, settled exactly once by verified callbacks. */
export function ordersService(ctx: AppContext, gateway: () => PaymentGateway) {
  const pool = ctx.database.pool;
  const notifications = notificationsService(ctx);

  return {
    async checkout(
      user: User,
      request: { itemType: 'course' | 'plan'; itemId: string; lang: string },
      through: PaymentGateway = gateway(),
      /** Give the open order's payment page again instead of a new one (getOrCreateInvoice). */
      reuseOpen = false,
    ): Promise<CheckoutResponse> {
      const item = await q.priceOf(pool, request.itemType, request.itemId);
      if (!item) throw new HttpError(404, 'NOT_FOUND', 'No such course or plan.');
      if (!isPaidCourse(item.amountPiastres))
        throw new HttpError(422, 'NOTHING_TO_PAY', 'This item is free.');
      if (request.itemType === 'course' && (await findCourseRole(ctx.database.db, user.id, request.itemId)))
        throw new HttpError(409, 'ALREADY_ENROLLED', 'You are already in this course.');
      const now = ctx.now();
      const active = through;
      if (reuseOpen) {
        const open = await q.findOpenOrder(pool, {
          userId: user.id,
          itemType: request.itemType,
          itemId: request.itemId,
          gateway: active.name,
          amountPiastres: item.amountPiastres,
          now,
        });
        if (open) return { orderId: open.id, redirectUrl: open.redirect_url };
      }
      const order = await q.insertOrder(pool, {
        userId: user.id,
        itemType: request.itemType,
        itemId: request.itemId,
        itemName: item.name,
        amountPiastres: item.amountPiastres,
        gateway: active.name,
        lang: request.lang,
        now,
        expiresAt: new Date(now.getTime() + PAYMENT_EXPIRATION_SECONDS * 1000),
      });
      const started = await active.start(
        {
          id: order.id,
          itemType: order.item_type,
          itemId: order.item_id,
          itemName: order.item_name,
          amountPiastres: order.amount_piastres,
          lang: order.lang,
        },
        user,
      );
      await q.setGatewayRef(pool, order.id, started.gatewayRef, started.redirectUrl);
      return { orderId: order.id, redirectUrl: started.redirectUrl };
    },

    /**
     * Applies a verified callback. In one transaction with the order's row
     * locked: an unknown order, an amount or currency that is not the
     * order's, or an expired order is refused and logged; a paid order grants
     * once (a replay finds it no longer pending and changes nothing).
     */
    settle(s: Settlement): Promise<{ outcome: SettleOutcome; order: q.OrderRow | null }> {
      return inTransaction(ctx, async (tx) => {
        const order = await q.lockOrderByRef(tx.client, s.gateway, s.gatewayRef);
        const refuse = async (reason: string) => {
          await q.insertRefusal(tx.client, {
            orderId: order?.id ?? null,
            gateway: s.gateway,
            reason,
            detail: { ...s.detail, amountPiastres: s.amountPiastres, currency: s.currency },
            now: tx.now,
          });
          return { outcome: 'refused' as const, order };
        };
        if (!order) return { ...(await refuse('unknown order')), outcome: 'unknown' as const };
        if (order.status !== 'pending') return { outcome: 'unchanged' as const, order };
        if (s.amountPiastres !== order.amount_piastres || s.currency !== order.currency)
          return refuse('amount or currency does not match the order');
        if (order.expires_at.getTime() <= tx.now.getTime()) {
          await q.leavePending(tx.client, order.id, 'expired', tx.now, null);
          return refuse('order expired');
        }
        const status = s.success ? 'paid' : 'failed';
        if (!(await q.leavePending(tx.client, order.id, status, tx.now, s.transactionRef)))
          return { outcome: 'unchanged' as const, order };
        if (s.success) await notifications.notify(order.user_id, await grantOrder(tx, order), tx);
        return { outcome: status, order: { ...order, status } };
      });
    },

    /** The order as the server recorded it; someone else's is a 404. */
    async get(user: User, id: string): Promise<PaymentOrder> {
      if (!isUuid(id)) throw new HttpError(404, 'NOT_FOUND', 'No such order.');
      await q.expireOrders(pool, ctx.now(), user.id);
      const order = await q.findOrder(pool, id, user.id);
      if (!order) throw new HttpError(404, 'NOT_FOUND', 'No such order.');
      return q.toPaymentOrder(order);
    },

    async history(user: User): Promise<PaymentOrder[]> {
      await q.expireOrders(pool, ctx.now(), user.id);
      return (await q.listOrders(pool, user.id, HISTORY_LIMIT)).map(q.toPaymentOrder);
    },

    /** The order a gateway names (the response callback redirects to its result page). */
    findByRef: async (gatewayName: GatewayName, ref: string) =>
      (
        await pool.query<{ id: string; lang: string; status: string }>(
          'SELECT id, lang, status FROM payment_orders WHERE gateway = $1 AND gateway_ref = $2',
          [gatewayName, ref],
        )
      ).rows[0] ?? null,
    findById: (id: string) => (isUuid(id) ? q.findOrder(pool, id) : Promise.resolve(null)),
  };
}

export type OrdersService = ReturnType<typeof ordersService>;

import {
  type CheckoutResponse,
  type GatewayName,
  isPaidCourse,
  type OrderStatus,
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
import { grantOrder, revokeOrder } from './grant';
import * as q from './orders.queries';
import { OTP_ATTEMPTS } from './sandbox.cards';

/**
 * What a gateway's transaction says about its order: still `pending`,
 * `declined` (the order may be retried), `paid`, or the paid money
 * `refunded` or `voided`.
 */
export type SettlementKind = 'pending' | 'declined' | 'paid' | 'refunded' | 'voided';

/** A gateway's verified word on one of its orders. */
export interface Settlement {
  gateway: GatewayName;
  gatewayRef: string;
  kind: SettlementKind;
  amountPiastres: number;
  currency: string;
  transactionRef: string;
  /** Kept with a refusal, for whoever investigates it. */
  detail: Record<string, unknown>;
}

export type SettleOutcome =
  | 'paid'
  | 'failed'
  | 'pending'
  | 'refunded'
  | 'voided'
  | 'unchanged'
  | 'refused'
  | 'unknown';

const HISTORY_LIMIT = 100;

/** Where each kind of transaction may move an order from (anything else leaves it as it is). */
const MOVES: Record<Exclude<SettlementKind, 'pending'>, { from: OrderStatus[]; to: OrderStatus }> = {
  declined: { from: ['pending'], to: 'failed' },
  // A retry after a decline pays the same order.
  paid: { from: ['pending', 'failed'], to: 'paid' },
  // Out of order (the refund before the payment), the order still ends refunded: a late success grants nothing.
  refunded: { from: ['pending', 'failed', 'paid'], to: 'refunded' },
  voided: { from: ['pending', 'failed', 'paid'], to: 'voided' },
};

/** Orders: created from the server's own price, settled by verified callbacks in the order's own states. */
export function ordersService(ctx: AppContext, gateway: () => PaymentGateway) {
  const pool = ctx.database.pool;
  const notifications = notificationsService(ctx);

  /** A 0 EGP plan: granted at once, recorded as a paid order of the `free` gateway. */
  const takeFree = (user: User, request: { itemType: 'plan'; itemId: string; lang: string }, name: string) =>
    inTransaction(ctx, async (tx) => {
      const order = await q.insertOrder(tx.client, {
        userId: user.id,
        itemType: request.itemType,
        itemId: request.itemId,
        itemName: name,
        amountPiastres: 0,
        gateway: 'free',
        lang: request.lang,
        now: tx.now,
        expiresAt: tx.now,
      });
      await q.moveOrder(tx.client, order.id, ['pending'], 'paid', tx.now, null);
      await notifications.notify(order.user_id, await grantOrder(tx, order), tx);
      return { orderId: order.id, redirectUrl: `/${order.lang}/payment-result/${order.id}?status=paid` };
    });

  return {
    /**
     * Starts paying for an item. Refused for what the learner already owns
     * (enrolled course, current plan) or is already paying for (a pending
     * transaction); an open order for it through this gateway is given again
     * (a retry pays the same order), else a new order is made.
     */
    async checkout(
      user: User,
      request: { itemType: 'course' | 'plan'; itemId: string; lang: string },
      through: PaymentGateway = gateway(),
    ): Promise<CheckoutResponse> {
      const item = await q.priceOf(pool, request.itemType, request.itemId);
      if (!item) throw new HttpError(404, 'NOT_FOUND', 'No such course or plan.');
      const now = ctx.now();
      if (request.itemType === 'course' && (await findCourseRole(ctx.database.db, user.id, request.itemId)))
        throw new HttpError(409, 'ALREADY_ENROLLED', 'You are already in this course.');
      if (request.itemType === 'plan' && (await q.hasCurrentPlan(pool, user.id, request.itemId, now)))
        throw new HttpError(409, 'ALREADY_SUBSCRIBED', 'You already have this plan.');
      if (!isPaidCourse(item.amountPiastres)) {
        if (request.itemType === 'plan')
          return takeFree(user, { itemType: 'plan', itemId: request.itemId, lang: request.lang }, item.name);
        throw new HttpError(422, 'NOTHING_TO_PAY', 'This item is free.');
      }
      const open = await q.findOpenOrder(pool, {
        userId: user.id,
        itemType: request.itemType,
        itemId: request.itemId,
        now,
      });
      if (open?.status === 'pending' && open.transaction_ref)
        throw new HttpError(409, 'PAYMENT_PENDING', 'A payment for this is already in progress.');
      if (
        open?.redirect_url &&
        open.gateway === through.name &&
        open.amount_piastres === item.amountPiastres &&
        open.otp_failures < OTP_ATTEMPTS
      ) {
        // The page speaks the language the learner now uses.
        await q.setOrderLang(pool, open.id, request.lang);
        return { orderId: open.id, redirectUrl: open.redirect_url };
      }
      const order = await q.insertOrder(pool, {
        userId: user.id,
        itemType: request.itemType,
        itemId: request.itemId,
        itemName: item.name,
        amountPiastres: item.amountPiastres,
        gateway: through.name,
        lang: request.lang,
        now,
        expiresAt: new Date(now.getTime() + PAYMENT_EXPIRATION_SECONDS * 1000),
      });
      const started = await through.start(
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
     * Applies a verified transaction, in one transaction with the order's row
     * locked. An unknown order, an amount or currency that is not the
     * order's (a refund may be of part of it), or a payment of an expired
     * order is refused and logged. Otherwise the order moves as MOVES says:
     * a pending transaction keeps it pending (and marks it in progress; its
     * success pays the order even after the order's expiry), a paid one grants once, a refund or void of a paid order takes back what
     * it granted; each move tells the learner. Replays change nothing.
     */
    settle(s: Settlement): Promise<{ outcome: SettleOutcome; order: q.OrderRow | null }> {
      return inTransaction(ctx, async (tx) => {
        const order = await q.lockOrderByRef(tx.client, s.gateway, s.gatewayRef);
        const refuse = async (reason: string) => {
          await q.insertRefusal(tx.client, {
            orderId: order?.id ?? null,
            gateway: s.gateway,
            reason,
            detail: { ...s.detail, kind: s.kind, amountPiastres: s.amountPiastres, currency: s.currency },
            now: tx.now,
          });
          return { outcome: 'refused' as const, order };
        };
        const unchanged = { outcome: 'unchanged' as const, order };
        if (!order) return { ...(await refuse('unknown order')), outcome: 'unknown' as const };
        const reversal = s.kind === 'refunded' || s.kind === 'voided';
        const amountFits = reversal
          ? s.amountPiastres > 0 && s.amountPiastres <= order.amount_piastres
          : s.amountPiastres === order.amount_piastres;
        if (!amountFits || s.currency !== order.currency)
          return refuse('amount or currency does not match the order');
        const expired = order.expires_at.getTime() <= tx.now.getTime();
        if (s.kind === 'pending') {
          if (order.status !== 'pending' || expired) return unchanged;
          await q.moveOrder(tx.client, order.id, ['pending'], 'pending', tx.now, s.transactionRef);
          return { outcome: 'pending' as const, order };
        }
        const move = MOVES[s.kind];
        // The success of the very transaction the gateway reported pending before the order expired still pays it.
        const awaited =
          s.kind === 'paid' &&
          order.transaction_ref === s.transactionRef &&
          (order.status === 'pending' || order.status === 'expired');
        const from: OrderStatus[] = awaited ? [...move.from, 'expired'] : move.from;
        if (!from.includes(order.status)) return unchanged;
        if (s.kind === 'paid' && expired && !awaited) {
          await q.moveOrder(tx.client, order.id, ['pending'], 'expired', tx.now, null);
          return refuse('order expired');
        }
        if (!(await q.moveOrder(tx.client, order.id, from, move.to, tx.now, s.transactionRef)))
          return unchanged;
        if (s.kind === 'paid') await notifications.notify(order.user_id, await grantOrder(tx, order), tx);
        if (reversal && order.status === 'paid')
          await notifications.notify(order.user_id, await revokeOrder(tx, order, s.kind as 'refunded'), tx);
        const outcome: SettleOutcome = move.to === 'failed' ? 'failed' : (move.to as SettleOutcome);
        return { outcome, order: { ...order, status: move.to } };
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

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts, userPlans, users } from './foundation';

// Payment orders and the log of refused callbacks (docs/api.md, Payments).

export type OrderItemType = 'course' | 'plan';
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'refunded' | 'voided';
export type GatewayName = 'sandbox' | 'paymob' | 'fawaterak' | 'free';

/**
 * One purchase: what is bought, at the server's own price (piastres, EGP), by
 * whom, through which gateway. Its status follows the gateway's transactions
 * (docs/api.md, Payments): `pending` (a pending transaction keeps it so, with
 * its `transaction_ref`), `failed` (declined; a retry on the same order may
 * still pay it), `paid` (granted once), then `refunded` or `voided` (what was
 * granted is taken back), or `expired`. Every move is a conditional UPDATE
 * on the locked row, so a callback delivered many times acts once.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<OrderItemType>().notNull(),
    /** A course or plan id; no foreign key: the history outlives a removed course or plan. */
    itemId: uuid('item_id').notNull(),
    /** The item's name when bought, as the history shows it. */
    itemName: text('item_name').notNull(),
    amountPiastres: integer('amount_piastres').notNull(),
    currency: text('currency').notNull().default('EGP'),
    gateway: text('gateway').$type<GatewayName>().notNull(),
    /** The gateway's own id of the order (Paymob order id, Fawaterak invoice id); set once known. */
    gatewayRef: text('gateway_ref'),
    /** Where the gateway's payment page is: asked again while the order is open, the same page is given (Fawaterak's getOrCreateInvoice). */
    redirectUrl: text('redirect_url'),
    /** The gateway's id of the paying transaction. */
    transactionRef: text('transaction_ref'),
    /** The buyer's page language: the checkout and the result page speak it. */
    lang: text('lang').notNull().default('en'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    /** The plan period the payment granted (a refund or void removes it). */
    grantedPlanId: uuid('granted_plan_id').references(() => userPlans.id, { onDelete: 'set null' }),
    /** Sandbox only: the card step passed for a 3-D Secure card (its last four digits); the code step needs it. */
    secureCard: text('secure_card'),
    /** Sandbox only: wrong one-time codes since the last card step. */
    otpFailures: integer('otp_failures').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_user_created').on(t.userId, t.createdAt.desc().nullsFirst()),
    unique('payment_orders_gateway_ref').on(t.gateway, t.gatewayRef),
    check('payment_orders_amount_not_negative', sql`${t.amountPiastres} >= 0`),
    check('payment_orders_item_type_known', sql`${t.itemType} IN ('course', 'plan')`),
    check(
      'payment_orders_status_known',
      sql`${t.status} IN ('pending', 'paid', 'failed', 'expired', 'refunded', 'voided')`,
    ),
    check('payment_orders_gateway_known', sql`${t.gateway} IN ('sandbox', 'paymob', 'fawaterak', 'free')`),
  ],
);

/** Callbacks that were refused (bad signature, amount or currency not matching the order, unknown order). */
export const paymentRefusals = pgTable(
  'payment_refusals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    gateway: text('gateway').$type<GatewayName>().notNull(),
    reason: text('reason').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('payment_refusals_created').on(t.createdAt)],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts, users } from './foundation';

// Payment orders and the log of refused callbacks (docs/api.md, Payments).

export type OrderItemType = 'course' | 'plan';
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'expired';
export type GatewayName = 'sandbox' | 'paymob' | 'fawaterak';

/**
 * One purchase: what is bought, at the server's own price (piastres, EGP), by
 * whom, through which gateway. `status` leaves `pending` exactly once, by a
 * conditional UPDATE, so a callback delivered many times grants once.
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
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_orders_user_created').on(t.userId, t.createdAt.desc().nullsFirst()),
    unique('payment_orders_gateway_ref').on(t.gateway, t.gatewayRef),
    check('payment_orders_amount_positive', sql`${t.amountPiastres} > 0`),
    check('payment_orders_item_type_known', sql`${t.itemType} IN ('course', 'plan')`),
    check('payment_orders_status_known', sql`${t.status} IN ('pending', 'paid', 'failed', 'expired')`),
    check('payment_orders_gateway_known', sql`${t.gateway} IN ('sandbox', 'paymob', 'fawaterak')`),
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

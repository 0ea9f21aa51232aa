import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Paymob's transaction callback HMAC (developers.paymob.com, "HMAC Transaction
 * Callback"): HMAC-SHA512, hex, over these fields' values concatenated in this
 * order with no separator. The processed callback (POST) carries them in its
 * JSON `obj` (nested: `order.id`, `source_data.pan`); the response callback
 * (GET) as flat query parameters (`id`, `order`, `source_data.pan`).
 */
const PROCESSED_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

/** A transaction as Paymob's processed callback sends it in `obj` (the fields the HMAC and we read). */
export interface PaymobTransaction {
  id: number;
  amount_cents: number;
  created_at: string;
  currency: string;
  error_occured: boolean;
  has_parent_transaction: boolean;
  integration_id: number;
  is_3d_secure: boolean;
  is_auth: boolean;
  is_capture: boolean;
  is_refunded: boolean;
  is_standalone_payment: boolean;
  is_voided: boolean;
  order: { id: number; merchant_order_id?: string | null };
  owner: number;
  pending: boolean;
  source_data: { pan: string; sub_type: string; type: string };
  success: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function pick(obj: unknown, path: string): unknown {
  let at: unknown = obj;
  for (const key of path.split('.'))
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/** The string the processed callback's HMAC covers. */
export const processedHmacString = (obj: unknown) => PROCESSED_FIELDS.map((f) => text(pick(obj, f))).join('');

/** The string the response callback's HMAC covers (flat query: `order`, or `order_id` as the docs name it). */
export const responseHmacString = (query: Record<string, unknown>) =>
  PROCESSED_FIELDS.map((f) => text(f === 'order.id' ? (query.order ?? query.order_id) : query[f])).join('');

export const paymobHmac = (secret: string, message: string) =>
  createHmac('sha512', secret).update(message, 'utf8').digest('hex');

/** Whether `given` is the HMAC of `message` (constant time; any malformed value is false). */
export function hmacMatches(secret: string, message: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(paymobHmac(secret, message), 'hex'), Buffer.from(given, 'hex'));
}

/** The response callback's query for a transaction, flattened the way Paymob redirects the browser. */
export function responseQueryOf(tx: PaymobTransaction): Record<string, string> {
  return {
    id: text(tx.id),
    pending: text(tx.pending),
    amount_cents: text(tx.amount_cents),
    success: text(tx.success),
    is_auth: text(tx.is_auth),
    is_capture: text(tx.is_capture),
    is_standalone_payment: text(tx.is_standalone_payment),
    is_voided: text(tx.is_voided),
    is_refunded: text(tx.is_refunded),
    is_3d_secure: text(tx.is_3d_secure),
    integration_id: text(tx.integration_id),
    has_parent_transaction: text(tx.has_parent_transaction),
    order: text(tx.order.id),
    created_at: tx.created_at,
    currency: tx.currency,
    error_occured: text(tx.error_occured),
    owner: text(tx.owner),
    'source_data.type': tx.source_data.type,
    'source_data.pan': tx.source_data.pan,
    'source_data.sub_type': tx.source_data.sub_type,
    merchant_order_id: text(tx.order.merchant_order_id),
  };
}

import { errorBodySchema, type GatewayName } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { insertRefusal } from './orders.queries';
import type { OrdersService, SettlementKind, SettleOutcome } from './orders.service';
import { hmacMatches, processedHmacString, responseHmacString } from './paymob-hmac';

const processedBodySchema = z.object({
  type: z.string().optional(),
  obj: z.record(z.string(), z.unknown()),
});
const hmacQuerySchema = z.object({ hmac: z.string().max(256).optional() });
const answerSchema = z.object({ outcome: z.string() });

const truthy = (value: unknown) => value === true || value === 'true';

/**
 * What a Paymob transaction says (every field read here is covered by the
 * HMAC): a refund or void of a successful transaction, a transaction still
 * pending (3-D Secure, wallets, kiosks), a success, or else a decline.
 */
export function kindOf(t: Record<string, unknown>): SettlementKind {
  if (truthy(t.is_voided)) return 'voided';
  if (truthy(t.is_refunded)) return 'refunded';
  if (truthy(t.pending)) return 'pending';
  return truthy(t.success) && !truthy(t.error_occured) ? 'paid' : 'declined';
}

/** A callback that speaks Paymob's transaction protocol, as a settlement of one of its orders. */
function settlementOf(gateway: GatewayName, t: Record<string, unknown>, orderRef: unknown, detail: object) {
  return {
    gateway,
    gatewayRef: String(orderRef ?? ''),
    kind: kindOf(t),
    amountPiastres: Number(t.amount_cents),
    currency: String(t.currency ?? ''),
    transactionRef: String(t.id ?? ''),
    detail: { ...detail },
  };
}

const CALLBACK_STATUS: Record<SettleOutcome, 200 | 404 | 409> = {
  paid: 200,
  failed: 200,
  pending: 200,
  refunded: 200,
  voided: 200,
  unchanged: 200,
  refused: 409,
  unknown: 404,
};

/**
 * Paymob's two transaction callbacks for a gateway that signs like Paymob
 * (Paymob itself, and the sandbox): the processed callback (server to server,
 * POST JSON) and the response callback (the browser's redirect, GET query).
 * Both are verified with HMAC-SHA512 before anything is read; a bad signature
 * is logged and changes nothing. Settling is idempotent, so either callback,
 * or both, or any replay, grants once; a later refund or void takes it back.
 */
export const paymobCallbackRoutes =
  (
    ctx: AppContext,
    orders: OrdersService,
    gateway: 'sandbox' | 'paymob',
    secret: () => string,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const refuseSignature = async (detail: Record<string, unknown>) => {
      await insertRefusal(ctx.database.pool, {
        orderId: null,
        gateway,
        reason: 'bad signature',
        detail,
        now: ctx.now(),
      });
    };

    app.post(
      `/payments/${gateway}/processed`,
      {
        schema: {
          querystring: hmacQuerySchema,
          body: processedBodySchema,
          // 403 is also the app's refusal of a foreign Origin (a browser's, never the gateway's).
          response: {
            200: answerSchema,
            403: answerSchema.or(errorBodySchema),
            404: answerSchema,
            409: answerSchema,
          },
        },
      },
      async (request, reply) => {
        const t = request.body.obj;
        if (!hmacMatches(secret(), processedHmacString(t), request.query.hmac)) {
          request.log.warn({ gateway }, 'payment callback with a bad signature refused');
          await refuseSignature({ callback: 'processed', transaction: t.id ?? null });
          return reply.code(403).send({ outcome: 'refused' });
        }
        const order = t.order as Record<string, unknown> | undefined;
        const { outcome } = await orders.settle(
          settlementOf(gateway, t, order?.id, { callback: 'processed', transaction: t.id }),
        );
        if (outcome === 'refused')
          request.log.warn({ gateway, order: order?.id }, 'payment callback refused');
        return reply.code(CALLBACK_STATUS[outcome]).send({ outcome });
      },
    );

    app.get(
      `/payments/${gateway}/response`,
      { schema: { querystring: z.record(z.string(), z.string()) } },
      async (request, reply) => {
        const query = request.query;
        if (!hmacMatches(secret(), responseHmacString(query), query.hmac)) {
          request.log.warn({ gateway }, 'payment response callback with a bad signature refused');
          await refuseSignature({ callback: 'response', transaction: query.id ?? null });
          return reply.code(403).type('text/plain').send('This payment answer could not be verified.');
        }
        const ref = query.order ?? query.order_id;
        await orders.settle(
          settlementOf(gateway, query, ref, { callback: 'response', transaction: query.id }),
        );
        const order = await orders.findByRef(gateway, String(ref));
        if (!order) return reply.code(404).type('text/plain').send('No such order.');
        // The result page shows what the server recorded; the status here only names the outcome.
        const status = order.status === 'paid' || order.status === 'pending' ? order.status : 'failed';
        return reply.redirect(`/${order.lang}/payment-result/${order.id}?status=${status}`, 303);
      },
    );
  };

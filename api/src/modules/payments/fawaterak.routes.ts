import { checkoutResponseSchema } from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireUser } from '../auth/authenticate';
import type { fawaterakGateway } from './fawaterak.gateway';
import { fawaterakHashMatches } from './fawaterak.gateway';
import { insertRefusal } from './orders.queries';
import type { OrdersService } from './orders.service';

const webhookSchema = z.object({
  hashKey: z.string().max(256),
  invoice_key: z.string().max(256),
  invoice_id: z.union([z.number(), z.string().max(64)]),
  payment_method: z.string().max(128),
  invoice_status: z.string().max(64).optional(),
});
const answerSchema = z.object({ outcome: z.string() });

/** The spec's call: the cart as the browser knows it; only the item counts (the price is the server's). */
const invoiceRequestSchema = z.object({
  cartItems: z
    .array(
      z.object({
        itemId: z.uuid(),
        type: z.enum(['course', 'plan']),
        action: z.string().max(64).optional(),
        name: z.string().max(300).optional(),
        price: z.unknown().optional(),
        quantity: z.unknown().optional(),
      }),
    )
    .length(1),
  cartTotal: z.unknown().optional(),
  base_url: z.string().max(2000).optional(),
  location: z.string().max(2000).optional(),
  lang: z.enum(['en', 'ar', 'fr', 'de']).default('en'),
});

/**
 * Fawaterak's side: `POST /fawaterak/getOrCreateInvoice` (the spec's call; the
 * user is sent to the answered url; asked again while that invoice is open, at the
 * same price, it answers the same invoice) and the paid webhook, whose hash is
 * checked and whose invoice is then confirmed server to server.
 */
export const fawaterakRoutes =
  (
    ctx: AppContext,
    orders: OrdersService,
    fawaterak: ReturnType<typeof fawaterakGateway>,
    vendorKey: string,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/fawaterak/getOrCreateInvoice',
      {
        onRequest: requireUser(ctx),
        schema: {
          body: invoiceRequestSchema,
          response: {
            201: checkoutResponseSchema.extend({ url: z.string() }),
            ...errorResponses(401, 404, 409, 422),
          },
        },
      },
      async (request, reply) => {
        const [item] = request.body.cartItems;
        const started = await orders.checkout(
          request.user!,
          { itemType: item!.type, itemId: item!.itemId, lang: request.body.lang },
          fawaterak.gateway,
        );
        return reply.code(201).send({ ...started, url: started.redirectUrl });
      },
    );

    app.post(
      '/payments/fawaterak/webhook_json',
      {
        schema: {
          body: webhookSchema,
          response: { 200: answerSchema, 403: answerSchema, 404: answerSchema, 409: answerSchema },
        },
      },
      async (request, reply) => {
        const hook = request.body;
        const detail = { callback: 'webhook', invoice: hook.invoice_id };
        if (!fawaterakHashMatches(vendorKey, hook)) {
          request.log.warn({ gateway: 'fawaterak' }, 'payment webhook with a bad hash refused');
          await insertRefusal(ctx.database.pool, {
            orderId: null,
            gateway: 'fawaterak',
            reason: 'bad signature',
            detail,
            now: ctx.now(),
          });
          return reply.code(403).send({ outcome: 'refused' });
        }
        // The hash covers neither status nor amount: ask Fawaterak what the invoice really is.
        const invoice = await fawaterak.confirm(String(hook.invoice_id));
        if (!invoice.paid) {
          await insertRefusal(ctx.database.pool, {
            orderId: null,
            gateway: 'fawaterak',
            reason: 'invoice not paid on confirmation',
            detail,
            now: ctx.now(),
          });
          return reply.code(409).send({ outcome: 'refused' });
        }
        const { outcome } = await orders.settle({
          gateway: 'fawaterak',
          gatewayRef: String(hook.invoice_id),
          kind: 'paid',
          amountPiastres: invoice.amountPiastres,
          currency: invoice.currency,
          transactionRef: hook.invoice_key,
          detail,
        });
        const status = outcome === 'refused' ? 409 : outcome === 'unknown' ? 404 : 200;
        return reply.code(status).send({ outcome });
      },
    );
  };

import {
  billingHistorySchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentGatewaySchema,
  paymentOrderSchema,
} from '@elearn/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/error-responses';
import { requireUser } from '../auth/authenticate';
import { fawaterakGateway } from './fawaterak.gateway';
import { fawaterakRoutes } from './fawaterak.routes';
import type { PaymentGateway } from './gateway';
import { ordersService } from './orders.service';
import { paymobCallbackRoutes } from './paymob.callbacks';
import { paymobGateway } from './paymob.gateway';
import { sandboxGateway, sandboxSecretOf } from './sandbox.gateway';
import { sandboxRoutes } from './sandbox.routes';

/**
 * Payments (docs/api.md): checkout from the server's own price, the order as
 * recorded, the billing history, and the gateways' callbacks. The sandbox
 * (offline) is always there; Paymob or Fawaterak take over checkout when
 * their keys are set.
 */
export const paymentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const sandboxSecret = sandboxSecretOf(ctx.secret);
    const secret = () => sandboxSecret;
    const { paymob, fawaterak } = ctx.config.payments;
    const fawaterakApi = fawaterak && fawaterakGateway(fawaterak, ctx.config.publicOrigin);
    // Switched on by their keys: Paymob's card flow, else Fawaterak, else the sandbox.
    const gateway: PaymentGateway = paymob
      ? paymobGateway(paymob)
      : fawaterakApi
        ? fawaterakApi.gateway
        : sandboxGateway(secret);
    const orders = ordersService(ctx, () => gateway);

    // Public: the checkout pages say "test payments" when the sandbox takes them.
    app.get('/payments/gateway', { schema: { response: { 200: paymentGatewaySchema } } }, async () => ({
      gateway: gateway.name,
      test: gateway.name === 'sandbox',
    }));

    app.post(
      '/payments/checkout',
      {
        onRequest: requireUser(ctx),
        schema: {
          body: checkoutRequestSchema,
          response: { 201: checkoutResponseSchema, ...errorResponses(401, 404, 409, 422) },
        },
      },
      async (request, reply) => reply.code(201).send(await orders.checkout(request.user!, request.body)),
    );

    app.get(
      '/payments/orders/:orderId',
      {
        onRequest: requireUser(ctx),
        schema: {
          params: z.object({ orderId: z.string().max(64) }),
          response: { 200: paymentOrderSchema, ...errorResponses(401, 404) },
        },
      },
      (request) => orders.get(request.user!, request.params.orderId),
    );

    app.get(
      '/payments/history',
      {
        onRequest: requireUser(ctx),
        schema: { response: { 200: billingHistorySchema, ...errorResponses(401) } },
      },
      async (request) => ({ orders: await orders.history(request.user!) }),
    );

    await app.register(paymobCallbackRoutes(ctx, orders, 'sandbox', secret));
    await app.register(sandboxRoutes(ctx, orders, secret));
    if (paymob) await app.register(paymobCallbackRoutes(ctx, orders, 'paymob', () => paymob.hmacSecret));
    if (fawaterakApi) await app.register(fawaterakRoutes(ctx, orders, fawaterakApi, fawaterak!.vendorKey));
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { OrderRow } from './orders.queries';
import * as q from './orders.queries';
import type { OrdersService } from './orders.service';
import {
  type PaymobTransaction,
  paymobHmac,
  processedHmacString,
  responseHmacString,
  responseQueryOf,
} from './paymob-hmac';
import { type CardField, cardOutcome, checkCard, OTP_ATTEMPTS, SANDBOX_OTP } from './sandbox.cards';
import { tokenMatches } from './sandbox.gateway';
import { type CheckoutView, checkoutPage, closedPage, securePage } from './sandbox.page';
import { sandboxLang } from './sandbox.strings';

const payFormSchema = z.object({
  orderId: z.string().max(64),
  payment_token: z.string().max(128),
  step: z.enum(['card', 'secure']).default('card'),
  card_number: z.string().max(64).optional(),
  name: z.string().max(200).optional(),
  expiry: z.string().max(16).optional(),
  cvc: z.string().max(8).optional(),
  otp: z.string().max(16).optional(),
});

/** As the site writes money (`formatEgp` of the platform): whole pounds without decimals. */
const formatAmount = (piastres: number, lang: string) => {
  const digits = piastres % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(piastres / 100);
};

let transactionCounter = 0;

/**
 * The sandbox checkout (a bank in a box): a card form with test cards, a
 * 3-D Secure-like code step, then Paymob's two callbacks, signed like
 * Paymob's: the processed callback delivered to this API's own route, and the
 * browser sent to the response callback, which leads to the result page.
 */
export const sandboxRoutes =
  (ctx: AppContext, orders: OrdersService, secret: () => string): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    /**
     * The order behind a checkout link, when it can still be paid: pending,
     * or declined (a retry pays the same order), not expired, and not closed
     * by too many wrong one-time codes.
     */
    async function payable(orderId: string, token: unknown): Promise<OrderRow | null> {
      const order = await orders.findById(orderId);
      if (order?.gateway !== 'sandbox' || !tokenMatches(secret(), order.id, token)) return null;
      if (order.status !== 'pending' && order.status !== 'failed') return null;
      if (order.expires_at.getTime() <= ctx.now().getTime() || order.otp_failures >= OTP_ATTEMPTS)
        return null;
      return order;
    }

    const viewOf = (order: OrderRow, token: string): CheckoutView => {
      const lang = sandboxLang(order.lang);
      const back =
        order.item_type === 'plan' ? '/subscription-options' : `/course/${order.course_seo_txt ?? ''}`;
      return {
        lang,
        orderId: order.id,
        token,
        itemName: order.item_name,
        amount: formatAmount(order.amount_piastres, lang),
        backUrl: `/${lang}${back}`,
      };
    };

    app.get(
      '/payments/sandbox/checkout/:orderId',
      {
        schema: {
          params: z.object({ orderId: z.string().max(64) }),
          querystring: z.object({
            payment_token: z.string().max(128).optional(),
            lang: z.string().max(8).optional(),
          }),
        },
      },
      async (request, reply) => {
        const order = await payable(request.params.orderId, request.query.payment_token);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!order) return reply.code(410).send(closedPage(sandboxLang(request.query.lang ?? 'en'), '/'));
        return checkoutPage(viewOf(order, request.query.payment_token!));
      },
    );

    app.post('/payments/sandbox/pay', { schema: { body: payFormSchema } }, async (request, reply) => {
      const form = request.body;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const order = await payable(form.orderId, form.payment_token);
      if (!order) return reply.code(410).send(closedPage('en', '/'));
      const view = viewOf(order, form.payment_token);
      if (form.step === 'secure') {
        // The code step only follows a card step that asked for it: no card, no code.
        if (!order.secure_card) return reply.code(422).send(checkoutPage(view, [], {}, true));
        if (form.otp?.trim() !== SANDBOX_OTP) {
          const failures = await q.countOtpFailure(ctx.database.pool, order.id, OTP_ATTEMPTS);
          if (failures === null) return reply.code(410).send(closedPage(view.lang, view.backUrl));
          // The last wrong code declines the attempt, as a bank's 3-D Secure does; the order's page closes.
          if (failures >= OTP_ATTEMPTS) return complete(order, false, order.secure_card, true);
          return reply.code(422).send(securePage(view, OTP_ATTEMPTS - failures));
        }
        await q.setSecureCard(ctx.database.pool, order.id, null);
        return complete(order, true, order.secure_card, true);
      }
      const { digits, errors } = checkCard(form, ctx.now());
      if (errors.length) {
        const typed: Partial<Record<CardField, string>> = {
          card_number: form.card_number,
          name: form.name,
          expiry: form.expiry,
        };
        return reply.code(422).send(checkoutPage(view, errors, typed));
      }
      const outcome = cardOutcome(digits);
      if (outcome === 'secure') {
        await q.setSecureCard(ctx.database.pool, order.id, digits.slice(-4));
        return securePage(view, null);
      }
      return complete(order, outcome === 'success', digits, false);

      /** The bank's answer: the processed callback to the API, then the browser to the response callback. */
      async function complete(paid: OrderRow, success: boolean, pan: string, secure: boolean) {
        transactionCounter += 1;
        const transaction: PaymobTransaction = {
          id: Date.now() * 1000 + (transactionCounter % 1000),
          amount_cents: paid.amount_piastres,
          created_at: ctx.now().toISOString(),
          currency: paid.currency,
          error_occured: false,
          has_parent_transaction: false,
          integration_id: 1,
          is_3d_secure: secure,
          is_auth: false,
          is_capture: false,
          is_refunded: false,
          is_standalone_payment: true,
          is_voided: false,
          order: { id: Number(paid.gateway_ref), merchant_order_id: paid.id },
          owner: 1,
          pending: false,
          source_data: { pan: pan.slice(-4), sub_type: 'Visa', type: 'card' },
          success,
        };
        const processedHmac = paymobHmac(secret(), processedHmacString(transaction));
        await app.inject({
          method: 'POST',
          url: `/api/payments/sandbox/processed?hmac=${processedHmac}`,
          payload: { type: 'TRANSACTION', obj: transaction },
        });
        const query = responseQueryOf(transaction);
        const signed = new URLSearchParams({
          ...query,
          hmac: paymobHmac(secret(), responseHmacString(query)),
        });
        return reply.redirect(`/api/payments/sandbox/response?${signed}`, 303);
      }
    });
  };

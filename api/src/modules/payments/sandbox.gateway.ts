import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway } from './gateway';

/** The sandbox's HMAC secret: derived from the API's signing secret, so every process of one site agrees. */
export const sandboxSecretOf = (signingSecret: Uint8Array) =>
  createHmac('sha256', signingSecret).update('payments-sandbox-hmac').digest('hex');

/** The payment key of an order's checkout page (like Paymob's payment token): only its buyer got it. */
export const sandboxPaymentToken = (secret: string, orderId: string) =>
  createHmac('sha256', secret).update(`payment-key:${orderId}`).digest('base64url');

export function tokenMatches(secret: string, orderId: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(sandboxPaymentToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The default gateway: works offline. Its checkout page is served by this API
 * (sandbox.routes.ts) and its callbacks are signed the way Paymob signs, so
 * they go through the same verification as Paymob's.
 */
export function sandboxGateway(secret: () => string): PaymentGateway {
  return {
    name: 'sandbox',
    async start(order) {
      // Paymob's order ids are integers; the sandbox's look the same.
      const gatewayRef = String(randomInt(1, 2 ** 47));
      const token = sandboxPaymentToken(secret(), order.id);
      const query = new URLSearchParams({ payment_token: token });
      return { gatewayRef, redirectUrl: `/api/payments/sandbox/checkout/${order.id}?${query}` };
    },
  };
}

import { PAYMENT_EXPIRATION_SECONDS } from '@elearn/contracts';
import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { providerJson } from './provider-http';

type PaymobConfig = NonNullable<Config['payments']['paymob']>;

/**
 * Paymob's card flow (Accept API): an auth token from the API key, an order
 * with the amount in cents (piastres) in EGP, a payment key valid 3600 s with
 * the billing data, then the browser goes to the card iframe. Paymob calls
 * back `/api/payments/paymob/processed` and sends the browser to
 * `/api/payments/paymob/response` (set both in the integration's settings).
 */
export function paymobGateway(config: PaymobConfig): PaymentGateway {
  const url = (path: string) => `${config.baseUrl}${path}`;
  return {
    name: 'paymob',
    async start(order, buyer) {
      const { token } = await providerJson<{ token: string }>(url('/api/auth/tokens'), {
        method: 'POST',
        body: { api_key: config.apiKey },
      });
      const created = await providerJson<{ id: number }>(url('/api/ecommerce/orders'), {
        method: 'POST',
        body: {
          auth_token: token,
          delivery_needed: false,
          amount_cents: order.amountPiastres,
          currency: 'EGP',
          merchant_order_id: order.id,
          items: [
            {
              name: order.itemName,
              amount_cents: order.amountPiastres,
              description: order.itemType,
              quantity: 1,
            },
          ],
        },
      });
      const key = await providerJson<{ token: string }>(url('/api/acceptance/payment_keys'), {
        method: 'POST',
        body: {
          auth_token: token,
          amount_cents: order.amountPiastres,
          expiration: PAYMENT_EXPIRATION_SECONDS,
          order_id: created.id,
          currency: 'EGP',
          integration_id: config.integrationId,
          lock_order_when_paid: true,
          // Paymob requires every billing field; what the platform does not know is "NA".
          billing_data: {
            first_name: buyer.firstName,
            last_name: buyer.lastName,
            email: buyer.email,
            phone_number: 'NA',
            apartment: 'NA',
            floor: 'NA',
            street: 'NA',
            building: 'NA',
            shipping_method: 'NA',
            postal_code: 'NA',
            city: 'NA',
            country: 'EG',
            state: 'NA',
          },
        },
      });
      const query = new URLSearchParams({ payment_token: key.token });
      return {
        gatewayRef: String(created.id),
        redirectUrl: url(`/api/acceptance/iframes/${config.iframeId}?${query}`),
      };
    },
  };
}

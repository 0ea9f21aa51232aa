import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { providerJson } from './provider-http';

type FawaterakConfig = NonNullable<Config['payments']['fawaterak']>;

/** Fawaterak's webhook body (invoice paid). */
export interface FawaterakWebhook {
  hashKey: string;
  invoice_key: string;
  invoice_id: number | string;
  payment_method: string;
  invoice_status?: string;
}

/** Fawaterak's webhook hash: HMAC-SHA256 (hex) of the invoice id, key and payment method with the vendor key. */
export const fawaterakHash = (
  vendorKey: string,
  w: Pick<FawaterakWebhook, 'invoice_id' | 'invoice_key' | 'payment_method'>,
) =>
  createHmac('sha256', vendorKey)
    .update(`InvoiceId=${w.invoice_id}&InvoiceKey=${w.invoice_key}&PaymentMethod=${w.payment_method}`)
    .digest('hex');

export function fawaterakHashMatches(vendorKey: string, w: FawaterakWebhook): boolean {
  if (typeof w.hashKey !== 'string' || !/^[0-9a-f]{64}$/i.test(w.hashKey)) return false;
  return timingSafeEqual(Buffer.from(fawaterakHash(vendorKey, w), 'hex'), Buffer.from(w.hashKey, 'hex'));
}

const pounds = (piastres: number) => (piastres / 100).toFixed(2);

/** Fawaterak's invoice as its getInvoiceData answers (the fields we read). */
interface InvoiceData {
  paid: number | boolean;
  total: string | number;
  currency: string;
}

/**
 * Fawaterak: an invoice link (createInvoiceLink) the browser is sent to; the
 * paid webhook arrives at `/api/payments/fawaterak/webhook_json`. Its hash
 * covers neither status nor amount, so `confirm` asks Fawaterak for the
 * invoice, server to server, before anything is granted.
 */
export function fawaterakGateway(config: FawaterakConfig, publicOrigin: string) {
  const headers = { authorization: `Bearer ${config.apiKey}` };
  const gateway: PaymentGateway = {
    name: 'fawaterak',
    async start(order, buyer) {
      const result = (status: string) =>
        `${publicOrigin}/${order.lang}/payment-result/${order.id}?status=${status}`;
      const answer = await providerJson<{
        status: string;
        data: { url: string; invoiceId: number; invoiceKey: string };
      }>(`${config.baseUrl}/api/v2/createInvoiceLink`, {
        method: 'POST',
        headers,
        body: {
          cartTotal: pounds(order.amountPiastres),
          currency: 'EGP',
          customer: { first_name: buyer.firstName, last_name: buyer.lastName, email: buyer.email },
          redirectionUrls: {
            successUrl: result('paid'),
            failUrl: result('failed'),
            pendingUrl: result('pending'),
          },
          cartItems: [
            {
              itemId: order.itemId,
              type: order.itemType,
              action: order.itemType === 'course' ? 'enroll_course' : 'subscribe_plan',
              name: order.itemName,
              price: pounds(order.amountPiastres),
              quantity: '1',
            },
          ],
          payLoad: { orderId: order.id },
        },
      });
      if (answer.status !== 'success') throw new Error('Fawaterak did not create the invoice');
      return { gatewayRef: String(answer.data.invoiceId), redirectUrl: answer.data.url };
    },
  };
  return {
    gateway,
    /** The invoice as Fawaterak has it: paid or not, and its total in piastres. */
    async confirm(invoiceId: string): Promise<{ paid: boolean; amountPiastres: number; currency: string }> {
      const answer = await providerJson<{ status: string; data: InvoiceData }>(
        `${config.baseUrl}/api/v2/getInvoiceData/${encodeURIComponent(invoiceId)}`,
        { method: 'GET', headers },
      );
      const data = answer.data;
      return {
        paid: answer.status === 'success' && (data.paid === 1 || data.paid === true),
        amountPiastres: Math.round(Number(data.total) * 100),
        currency: String(data.currency ?? ''),
      };
    },
  };
}

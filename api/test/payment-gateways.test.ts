import { fawaterakHash } from '../src/modules/payments/fawaterak.gateway';
import { type PaymobTransaction, paymobHmac, processedHmacString } from '../src/modules/payments/paymob-hmac';
import { apiOf, bearer, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';
import { providerServer } from './provider-server';

const HMAC_SECRET = 'paymob-hmac-secret-for-tests';
const VENDOR_KEY = 'fawaterak-vendor-key-for-tests';

async function learnerOn(server: TestServer): Promise<{ who: SignedIn; proId: string }> {
  const who = await apiOf(server).signUp();
  const { rows } = await server.ctx.database.pool.query<{ id: string }>(
    "SELECT id FROM plans WHERE name = 'Pro'",
  );
  return { who, proId: rows[0]!.id };
}
const checkout = (server: TestServer, who: SignedIn, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: bearer(who.accessToken),
    payload,
  });
const statusOf = async (server: TestServer, orderId: string) =>
  (
    await server.ctx.database.pool.query<{ status: string }>(
      'SELECT status FROM payment_orders WHERE id = $1',
      [orderId],
    )
  ).rows[0]!.status;

/** A card transaction as Paymob reports it, for the Pro plan (1,499 EGP). */
const paymobTransaction = (change: Partial<PaymobTransaction>): PaymobTransaction => ({
  id: 777,
  amount_cents: 1499_00,
  created_at: '2026-06-13T11:33:44.592345',
  currency: 'EGP',
  error_occured: false,
  has_parent_transaction: false,
  integration_id: 4100,
  is_3d_secure: true,
  is_auth: false,
  is_capture: false,
  is_refunded: false,
  is_standalone_payment: true,
  is_voided: false,
  order: { id: 0 },
  owner: 2346,
  pending: false,
  source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
  success: true,
  ...change,
});

describe('Paymob card flow', () => {
  let paymob: Awaited<ReturnType<typeof providerServer>>;
  let server: TestServer;
  let paymobOrderId = 555000;
  beforeAll(async () => {
    paymob = await providerServer({
      'POST /api/auth/tokens': () => ({ status: 201, body: { token: 'auth-token-1' } }),
      'POST /api/ecommerce/orders': () => {
        paymobOrderId += 1;
        return { status: 201, body: { id: paymobOrderId } };
      },
      'POST /api/acceptance/payment_keys': () => ({ status: 201, body: { token: 'payment-key-1' } }),
    });
    server = await startTestServer({
      PAYMOB_API_KEY: 'api-key-1',
      PAYMOB_INTEGRATION_ID: '4100',
      PAYMOB_IFRAME_ID: '830',
      PAYMOB_HMAC_SECRET: HMAC_SECRET,
      PAYMOB_BASE_URL: paymob.url,
    });
  });
  afterAll(async () => {
    await server.close();
    await paymob.close();
  });

  it('asks for a token, an order in cents EGP and a 3600 s payment key with billing data, then sends the browser to the iframe', async () => {
    const { who, proId } = await learnerOn(server);
    const response = await checkout(server, who, { itemType: 'plan', itemId: proId, amountPiastres: 5 });
    expect(response.statusCode).toBe(201);
    expect(response.json().redirectUrl).toBe(
      `${paymob.url}/api/acceptance/iframes/830?payment_token=payment-key-1`,
    );
    const [auth, order, key] = paymob.requests;
    expect(auth).toMatchObject({ path: '/api/auth/tokens', body: { api_key: 'api-key-1' } });
    expect(order!.body).toMatchObject({
      auth_token: 'auth-token-1',
      amount_cents: 1499_00,
      currency: 'EGP',
      merchant_order_id: response.json().orderId,
    });
    expect(key!.body).toMatchObject({
      auth_token: 'auth-token-1',
      amount_cents: 1499_00,
      expiration: 3600,
      order_id: paymobOrderId,
      currency: 'EGP',
      integration_id: 4100,
      billing_data: { first_name: 'Amal', last_name: 'Hassan', country: 'EG' },
    });
  });

  it('verifies the processed callback with the HMAC secret: a signed paid transaction grants, a forged one nothing', async () => {
    const { who, proId } = await learnerOn(server);
    const { orderId } = (await checkout(server, who, { itemType: 'plan', itemId: proId })).json();
    const tx = paymobTransaction({ id: 777, order: { id: paymobOrderId } });
    const deliver = (hmac: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/payments/paymob/processed?hmac=${hmac}`,
        payload: { type: 'TRANSACTION', obj: tx },
      });
    expect((await deliver(paymobHmac('wrong', processedHmacString(tx)))).statusCode).toBe(403);
    expect(await statusOf(server, orderId)).toBe('pending');
    // Two orders got Paymob's id 555001 from the fake; the second checkout's is the one paid here.
    await server.ctx.database.pool.query(
      "UPDATE payment_orders SET gateway_ref = 'other' WHERE gateway_ref = '555001' AND id <> $1",
      [orderId],
    );
    const paid = await deliver(paymobHmac(HMAC_SECRET, processedHmacString(tx)));
    expect(paid.json()).toEqual({ outcome: 'paid' });
    expect(await statusOf(server, orderId)).toBe('paid');
  });

  it('follows Paymob’s transaction sequence on one order: pending, declined, then a retry that pays, then a refund', async () => {
    const { who, proId } = await learnerOn(server);
    const { orderId } = (await checkout(server, who, { itemType: 'plan', itemId: proId })).json();
    const ref = Number(
      (
        await server.ctx.database.pool.query<{ gateway_ref: string }>(
          'SELECT gateway_ref FROM payment_orders WHERE id = $1',
          [orderId],
        )
      ).rows[0]!.gateway_ref,
    );
    const base = paymobTransaction({ id: 880, order: { id: ref } });
    const send = async (change: Partial<PaymobTransaction>) => {
      const tx = { ...base, ...change };
      const answer = await server.app.inject({
        method: 'POST',
        url: `/api/payments/paymob/processed?hmac=${paymobHmac(HMAC_SECRET, processedHmacString(tx))}`,
        payload: { type: 'TRANSACTION', obj: tx },
      });
      return answer.json().outcome;
    };
    const plans = async () =>
      (
        await server.ctx.database.pool.query('SELECT 1 FROM user_plans WHERE user_id = $1 AND plan_id = $2', [
          who.userId,
          proId,
        ])
      ).rows.length;
    expect(await send({ pending: true, success: false })).toBe('pending');
    expect(await send({ id: 880, success: false })).toBe('failed');
    expect(await plans()).toBe(0);
    expect(await send({ id: 881 })).toBe('paid');
    expect(await statusOf(server, orderId)).toBe('paid');
    expect(await plans()).toBe(1);
    expect(await send({ id: 881, is_refunded: true })).toBe('refunded');
    expect(await plans()).toBe(0);
  });

  it('matches Paymob’s documented HMAC string for its sample transaction', () => {
    const sample = {
      amount_cents: 100000,
      created_at: '2024-06-13T11:33:44.592345',
      currency: 'EGP',
      error_occured: false,
      has_parent_transaction: false,
      id: 192036465,
      integration_id: 4097558,
      is_3d_secure: true,
      is_auth: false,
      is_capture: false,
      is_refunded: false,
      is_standalone_payment: true,
      is_voided: false,
      order: { id: 217503754 },
      owner: 302852,
      pending: false,
      source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
      success: true,
    };
    expect(processedHmacString(sample)).toBe(
      '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue',
    );
  });
});

describe('Fawaterak', () => {
  let fawaterak: Awaited<ReturnType<typeof providerServer>>;
  let server: TestServer;
  const invoices = new Map<number, { paid: number; total: string }>();
  let nextInvoice = 1000430;
  beforeAll(async () => {
    fawaterak = await providerServer({
      'POST /api/v2/createInvoiceLink': (request) => {
        nextInvoice += 1;
        invoices.set(nextInvoice, {
          paid: 0,
          total: String((request.body as { cartTotal: string }).cartTotal),
        });
        return {
          body: {
            status: 'success',
            data: {
              url: `https://pay.test/invoice/${nextInvoice}`,
              invoiceKey: `key${nextInvoice}`,
              invoiceId: nextInvoice,
            },
          },
        };
      },
      'GET /api/v2/getInvoiceData/\\d+': (request) => {
        const id = Number(request.path.split('/').pop());
        const invoice = invoices.get(id);
        return invoice
          ? {
              body: {
                status: 'success',
                data: { invoice_id: id, paid: invoice.paid, total: invoice.total, currency: 'EGP' },
              },
            }
          : { status: 404, body: { status: 'error' } };
      },
    });
    server = await startTestServer({
      FAWATERAK_API_KEY: 'fw-api-key',
      FAWATERAK_VENDOR_KEY: VENDOR_KEY,
      FAWATERAK_BASE_URL: fawaterak.url,
    });
  });
  afterAll(async () => {
    await server.close();
    await fawaterak.close();
  });

  const webhook = (invoiceId: number, hashKey?: string) => {
    const body = {
      invoice_id: invoiceId,
      invoice_key: `key${invoiceId}`,
      payment_method: 'Fawry',
      invoice_status: 'paid',
    };
    return server.app.inject({
      method: 'POST',
      url: '/api/payments/fawaterak/webhook_json',
      payload: { ...body, hashKey: hashKey ?? fawaterakHash(VENDOR_KEY, body), pay_load: null },
    });
  };

  it('creates the invoice from the server’s price (getOrCreateInvoice) and sends the user to its url', async () => {
    const { who, proId } = await learnerOn(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/fawaterak/getOrCreateInvoice',
      headers: bearer(who.accessToken),
      payload: {
        cartItems: [
          { itemId: proId, type: 'plan', action: 'enroll_course', name: 'Pro', price: 1, quantity: 1 },
        ],
        cartTotal: 1,
        base_url: 'https://evil.test',
        location: '/en/subscription-options',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toBe(`https://pay.test/invoice/${nextInvoice}`);
    const sent = fawaterak.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer fw-api-key');
    expect(sent.body).toMatchObject({
      cartTotal: '1499.00',
      currency: 'EGP',
      cartItems: [{ itemId: proId, type: 'plan', name: 'Pro', price: '1499.00', quantity: '1' }],
    });
  });

  it('gives the same open invoice when asked again, and a new one once the price changed', async () => {
    const { who, proId } = await learnerOn(server);
    const ask = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/fawaterak/getOrCreateInvoice',
        headers: bearer(who.accessToken),
        payload: { cartItems: [{ itemId: proId, type: 'plan' }] },
      });
    const sentBefore = fawaterak.requests.length;
    const first = (await ask()).json<{ orderId: string; url: string }>();
    const again = await ask();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ orderId: first.orderId, url: first.url });
    expect(fawaterak.requests.length - sentBefore).toBe(1);
    const { rows } = await server.ctx.database.pool.query(
      "SELECT count(*)::int AS n FROM payment_orders WHERE user_id = $1 AND gateway = 'fawaterak'",
      [who.userId],
    );
    expect(rows[0].n).toBe(1);

    // A new price is a new invoice (the old one would charge the old amount).
    await server.ctx.database.pool.query(
      'UPDATE plans SET fees_piastres = fees_piastres + 100 WHERE id = $1',
      [proId],
    );
    try {
      const repriced = (await ask()).json<{ orderId: string }>();
      expect(repriced.orderId).not.toBe(first.orderId);
    } finally {
      await server.ctx.database.pool.query(
        'UPDATE plans SET fees_piastres = fees_piastres - 100 WHERE id = $1',
        [proId],
      );
    }
  });

  it('grants only when the hash matches and Fawaterak confirms the invoice is paid', async () => {
    const { who, proId } = await learnerOn(server);
    const { orderId } = (await checkout(server, who, { itemType: 'plan', itemId: proId })).json();
    const invoiceId = nextInvoice;
    expect((await webhook(invoiceId, 'ab'.repeat(32))).statusCode).toBe(403);
    // Correctly hashed, but the invoice is not paid: the hash says nothing of the status.
    expect((await webhook(invoiceId)).statusCode).toBe(409);
    expect(await statusOf(server, orderId)).toBe('pending');
    invoices.get(invoiceId)!.paid = 1;
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(invoiceId)));
    expect(answers.filter((a) => a.json().outcome === 'paid')).toHaveLength(1);
    expect(await statusOf(server, orderId)).toBe('paid');
  });

  it('refuses a paid invoice whose total is not the order’s', async () => {
    const { who, proId } = await learnerOn(server);
    const { orderId } = (await checkout(server, who, { itemType: 'plan', itemId: proId })).json();
    invoices.set(nextInvoice, { paid: 1, total: '1.00' });
    expect((await webhook(nextInvoice)).statusCode).toBe(409);
    expect(await statusOf(server, orderId)).toBe('pending');
  });
});

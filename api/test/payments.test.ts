import { type PaymentOrder, paymentOrderSchema } from '@elearn/contracts';
import {
  type PaymobTransaction,
  paymobHmac,
  processedHmacString,
  responseHmacString,
  responseQueryOf,
} from '../src/modules/payments/paymob-hmac';
import { SANDBOX_CARDS, SANDBOX_OTP } from '../src/modules/payments/sandbox.cards';
import { sandboxSecretOf } from '../src/modules/payments/sandbox.gateway';
import { apiOf, bearer, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let secret: string;
const ids: Record<string, string> = {};

const sql = <T extends object = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.ctx.database.pool.query<T>(text, values).then((r) => r.rows);

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  secret = sandboxSecretOf(server.ctx.secret);
  for (const row of await sql<{ id: string; name: string }>('SELECT id, name FROM plans'))
    ids[row.name] = row.id;
  for (const row of await sql<{ id: string; seo_txt: string }>('SELECT id, seo_txt FROM courses'))
    ids[row.seo_txt] = row.id;
});
afterAll(() => server.close());

/** A new learner, with the Basic plan (courses feature) unless `plan` is false. */
async function learner(plan = true): Promise<SignedIn> {
  const user = await api.signUp();
  if (plan)
    await sql(
      `INSERT INTO user_plans (user_id, plan_id, start_date, renew_date) VALUES ($1, $2, now() - interval '1 day', now() + interval '20 days')`,
      [user.userId, ids.Basic],
    );
  return user;
}

const checkout = (who: SignedIn, body: object) =>
  server.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: bearer(who.accessToken),
    payload: body,
  });
const enrol = (who: SignedIn, courseId: string, body: object = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/api/course/createCourseProgress/${courseId}`,
    headers: bearer(who.accessToken),
    payload: body,
  });
async function orderOf(who: SignedIn, id: string): Promise<PaymentOrder> {
  const response = await api.get(`/api/payments/orders/${id}`, bearer(who.accessToken));
  expect(response.statusCode).toBe(200);
  return paymentOrderSchema.parse(response.json());
}
const gatewayRefOf = async (orderId: string) =>
  (await sql<{ gateway_ref: string }>('SELECT gateway_ref FROM payment_orders WHERE id = $1', [orderId]))[0]!
    .gateway_ref;

/** A transaction of the order as the sandbox's bank would report it. */
async function transaction(
  orderId: string,
  overrides: Partial<PaymobTransaction> = {},
): Promise<PaymobTransaction> {
  const [order] = await sql<{ amount_piastres: number }>(
    'SELECT amount_piastres FROM payment_orders WHERE id = $1',
    [orderId],
  );
  return {
    id: 9_000_001,
    amount_cents: order!.amount_piastres,
    created_at: new Date().toISOString(),
    currency: 'EGP',
    error_occured: false,
    has_parent_transaction: false,
    integration_id: 1,
    is_3d_secure: false,
    is_auth: false,
    is_capture: false,
    is_refunded: false,
    is_standalone_payment: true,
    is_voided: false,
    order: { id: Number(await gatewayRefOf(orderId)), merchant_order_id: orderId },
    owner: 1,
    pending: false,
    source_data: { pan: '4242', sub_type: 'Visa', type: 'card' },
    success: true,
    ...overrides,
  };
}
const deliver = (obj: PaymobTransaction, hmac = paymobHmac(secret, processedHmacString(obj))) =>
  server.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/processed?hmac=${hmac}`,
    payload: { type: 'TRANSACTION', obj },
  });
const plansOf = (userId: string) =>
  sql<{ start_date: Date; renew_date: Date }>(
    'SELECT start_date, renew_date FROM user_plans WHERE user_id = $1 AND plan_id = $2',
    [userId, ids.Pro],
  );
const refusals = async () =>
  Number((await sql<{ n: string }>('SELECT count(*) AS n FROM payment_refusals'))[0]!.n);

/** A form post to the sandbox checkout, as its page sends it. */
const postPay = (body: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

/** Pays through the sandbox checkout page as a browser would; returns where the browser lands. */
async function payInBrowser(redirectUrl: string, card: string): Promise<string> {
  const page = await server.app.inject({ method: 'GET', url: redirectUrl });
  expect(page.statusCode).toBe(200);
  const url = new URL(redirectUrl, 'http://x');
  const form = {
    orderId: url.pathname.split('/').pop()!,
    payment_token: url.searchParams.get('payment_token')!,
    card_number: card,
    name: 'Amal Hassan',
    expiry: '12/40',
    cvc: '123',
  };
  let answer = await postPay(form);
  if (card === SANDBOX_CARDS.secure) {
    expect(answer.statusCode).toBe(200);
    answer = await postPay({
      orderId: form.orderId,
      payment_token: form.payment_token,
      step: 'secure',
      otp: SANDBOX_OTP,
    });
  }
  expect(answer.statusCode).toBe(303);
  const response = await server.app.inject({ method: 'GET', url: answer.headers.location as string });
  expect(response.statusCode).toBe(303);
  return response.headers.location as string;
}

describe('checkout', () => {
  it('creates the order from the server’s price, ignoring an amount sent by the browser', async () => {
    const who = await learner();
    const response = await checkout(who, {
      itemType: 'plan',
      itemId: ids.Pro,
      amountPiastres: 1,
      price: 1,
      lang: 'ar',
    });
    expect(response.statusCode).toBe(201);
    const order = await orderOf(who, response.json().orderId);
    expect(order).toMatchObject({
      amountPiastres: 1499_00,
      currency: 'EGP',
      status: 'pending',
      itemName: 'Pro',
    });
  });

  it('refuses a free course, an unknown item and someone else’s order', async () => {
    const who = await learner();
    expect((await checkout(who, { itemType: 'course', itemId: ids['algebra-foundations'] })).statusCode).toBe(
      422,
    );
    expect(
      (await checkout(who, { itemType: 'plan', itemId: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    const { orderId } = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    const other = await learner();
    expect((await api.get(`/api/payments/orders/${orderId}`, bearer(other.accessToken))).statusCode).toBe(
      404,
    );
  });
});

describe('a free plan', () => {
  it('is granted without a gateway: a paid order of 0 EGP, the plan from now, the result page, once', async () => {
    const [free] = await sql<{ id: string }>(
      `INSERT INTO plans (name, default_duration_in_month, fees_piastres, features)
       VALUES ('Starter (free)', 1, 0, '[{"name":"courses","displayName":"Course enrolment"}]') RETURNING id`,
    );
    const who = await learner(false);
    const answer = await checkout(who, { itemType: 'plan', itemId: free!.id, lang: 'ar' });
    expect(answer.statusCode).toBe(201);
    const { orderId, redirectUrl } = answer.json();
    expect(redirectUrl).toBe(`/ar/payment-result/${orderId}?status=paid`);
    expect(await orderOf(who, orderId)).toMatchObject({ status: 'paid', amountPiastres: 0, gateway: 'free' });
    expect(
      await sql('SELECT 1 FROM user_plans WHERE user_id = $1 AND plan_id = $2', [who.userId, free!.id]),
    ).toHaveLength(1);
    // With the plan's courses feature the learner now enrols.
    expect((await enrol(who, ids['physics-motion-and-forces']!)).statusCode).toBe(201);
    const again = await checkout(who, { itemType: 'plan', itemId: free!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
    await sql('DELETE FROM payment_orders WHERE item_id = $1', [free!.id]);
    await sql('DELETE FROM user_plans WHERE plan_id = $1', [free!.id]);
    await sql('DELETE FROM plans WHERE id = $1', [free!.id]);
  });
});

describe('sandbox checkout', () => {
  it('subscribes through the card form: plan from now for its duration, notified, in the history', async () => {
    const who = await learner();
    const { orderId, redirectUrl } = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    expect(await payInBrowser(redirectUrl, SANDBOX_CARDS.success)).toBe(
      `/en/payment-result/${orderId}?status=paid`,
    );
    expect((await orderOf(who, orderId)).status).toBe('paid');
    const [plan] = await plansOf(who.userId);
    const start = new Date(plan!.start_date);
    const renew = new Date(plan!.renew_date);
    const expected = new Date(start);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(renew.toISOString()).toBe(expected.toISOString());
    const notes = await sql('SELECT template FROM notifications WHERE user_id = $1', [who.userId]);
    expect(notes).toEqual([{ template: 'notifications.payment.paid' }]);
    const history = (await api.get('/api/payments/history', bearer(who.accessToken))).json();
    expect(history.orders).toEqual([
      expect.objectContaining({ id: orderId, status: 'paid', amountPiastres: 1499_00, gateway: 'sandbox' }),
    ]);
  });

  it('records a declined card as failed and grants nothing; a 3-D Secure card pays after its code', async () => {
    const who = await learner();
    const declined = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    expect(await payInBrowser(declined.redirectUrl, SANDBOX_CARDS.decline)).toContain('status=failed');
    expect((await orderOf(who, declined.orderId)).status).toBe('failed');
    expect(await plansOf(who.userId)).toHaveLength(0);
    const secure = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    expect(await payInBrowser(secure.redirectUrl, SANDBOX_CARDS.secure)).toContain('status=paid');
    expect(await plansOf(who.userId)).toHaveLength(1);
  });

  it('answers bad card fields with the form again and a translated error, changing nothing', async () => {
    const who = await learner();
    const { orderId, redirectUrl } = (
      await checkout(who, { itemType: 'plan', itemId: ids.Pro, lang: 'de' })
    ).json();
    const token = new URL(redirectUrl, 'http://x').searchParams.get('payment_token')!;
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        orderId,
        payment_token: token,
        card_number: '1234',
        name: '',
        expiry: '01/20',
        cvc: 'x',
      }).toString(),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.body).toContain('Geben Sie eine gültige Kartennummer ein.');
    expect((await orderOf(who, orderId)).status).toBe('pending');
    const wrongToken = await server.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/checkout/${orderId}?payment_token=forged`,
    });
    expect(wrongToken.statusCode).toBe(410);
  });
});

describe('sandbox: test payments only, the card before the code, few codes', () => {
  const linkOf = (redirectUrl: string) => {
    const url = new URL(redirectUrl, 'http://x');
    return { orderId: url.pathname.split('/').pop()!, payment_token: url.searchParams.get('payment_token')! };
  };
  const card = { name: 'Amal Hassan', expiry: '12/40', cvc: '123' };

  it('says the checkout takes test payments', async () => {
    expect((await api.get('/api/payments/gateway')).json()).toEqual({ gateway: 'sandbox', test: true });
  });

  it('refuses the one-time code without the card step: nothing is paid', async () => {
    const who = await learner();
    const { orderId, redirectUrl } = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    const answer = await postPay({ ...linkOf(redirectUrl), step: 'secure', otp: SANDBOX_OTP });
    expect(answer.statusCode).toBe(422);
    expect(answer.body).toContain('Enter your card first');
    expect((await orderOf(who, orderId)).status).toBe('pending');
    expect(await plansOf(who.userId)).toHaveLength(0);
  });

  it('declines the attempt after 3 wrong codes and closes the order’s page, even for the right code then', async () => {
    const who = await learner();
    const { orderId, redirectUrl } = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    const link = linkOf(redirectUrl);
    expect((await postPay({ ...link, ...card, card_number: SANDBOX_CARDS.secure })).statusCode).toBe(200);
    const guess = (otp: string) => postPay({ ...link, step: 'secure', otp });
    const first = await guess('000000');
    expect(first.statusCode).toBe(422);
    expect(first.body).toContain('Attempts left before the payment is declined: 2.');
    expect((await guess('111111')).body).toContain('declined: 1.');
    const last = await guess('222222');
    expect(last.statusCode).toBe(303);
    const landed = await server.app.inject({ method: 'GET', url: last.headers.location as string });
    expect(landed.headers.location).toBe(`/en/payment-result/${orderId}?status=failed`);
    expect((await orderOf(who, orderId)).status).toBe('failed');
    expect((await guess(SANDBOX_OTP)).statusCode).toBe(410);
    expect((await postPay({ ...link, ...card, card_number: SANDBOX_CARDS.success })).statusCode).toBe(410);
    expect(await plansOf(who.userId)).toHaveLength(0);
    // A new checkout is a new order with its own page.
    const again = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    expect(again.orderId).not.toBe(orderId);
  });
});

describe('callbacks', () => {
  it('refuses a forged or tampered callback and logs it; nothing changes', async () => {
    const who = await learner();
    const { orderId } = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    const before = await refusals();
    const tx = await transaction(orderId);
    expect((await deliver(tx, 'ab'.repeat(64))).statusCode).toBe(403);
    const signedFailure = paymobHmac(secret, processedHmacString({ ...tx, success: false }));
    expect((await deliver(tx, signedFailure)).statusCode).toBe(403);
    const tampered = { ...tx, amount_cents: 100 };
    expect((await deliver(tampered, paymobHmac(secret, processedHmacString(tx)))).statusCode).toBe(403);
    expect((await deliver(tx, paymobHmac('another secret', processedHmacString(tx)))).statusCode).toBe(403);
    expect(await refusals()).toBe(before + 4);
    expect((await orderOf(who, orderId)).status).toBe('pending');
    expect(await plansOf(who.userId)).toHaveLength(0);
  });

  it('refuses a correctly signed amount that is not the order’s, and logs it', async () => {
    const who = await learner();
    const { orderId } = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    const before = await refusals();
    expect((await deliver(await transaction(orderId, { amount_cents: 100 }))).statusCode).toBe(409);
    expect((await deliver(await transaction(orderId, { currency: 'USD' }))).statusCode).toBe(409);
    expect(await refusals()).toBe(before + 2);
    expect((await orderOf(who, orderId)).status).toBe('pending');
  });

  it('grants once when the same paid callback arrives 20 times at once', async () => {
    const who = await learner();
    const { orderId } = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    const tx = await transaction(orderId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(tx)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().outcome === 'paid')).toHaveLength(1);
    expect(await plansOf(who.userId)).toHaveLength(1);
    expect(await sql('SELECT id FROM notifications WHERE user_id = $1', [who.userId])).toHaveLength(1);
    // A later failure callback for the paid order changes nothing either.
    await deliver({ ...tx, success: false });
    expect((await orderOf(who, orderId)).status).toBe('paid');
  });

  it('lets a pending order expire after 3600 s: a late paid callback is refused', async () => {
    const who = await learner();
    const { orderId } = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    const tx = await transaction(orderId);
    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 3600_000);
    try {
      expect((await deliver(tx)).statusCode).toBe(409);
      expect((await orderOf(who, orderId)).status).toBe('expired');
    } finally {
      server.clock.now = saved;
    }
    expect(await plansOf(who.userId)).toHaveLength(0);
  });
});

describe('createCourseProgress', () => {
  it('enrols in a free course once, answering the course', async () => {
    const who = await learner();
    const first = await enrol(who, ids['physics-motion-and-forces']!);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      userCourseRole: 'learner',
      course: { seoTxt: 'physics-motion-and-forces' },
    });
    expect((await enrol(who, ids['physics-motion-and-forces']!)).statusCode).toBe(409);
    const twice = await Promise.all([1, 2, 3].map(() => enrol(who, ids['data-analysis-with-spreadsheets']!)));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a paid course without a paid order; paying enrols', async () => {
    const who = await learner();
    const paid = ids['project-management-essentials']!;
    const refused = await enrol(who, paid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PAYMENT_REQUIRED');
    const { orderId } = (await checkout(who, { itemType: 'course', itemId: paid })).json();
    expect((await deliver(await transaction(orderId))).json().outcome).toBe('paid');
    const mine = (await api.get('/api/course/myCourses', bearer(who.accessToken))).json();
    expect(mine.map((c: { id: string }) => c.id)).toContain(paid);
    expect((await enrol(who, paid)).statusCode).toBe(409);
    expect((await checkout(who, { itemType: 'course', itemId: paid })).statusCode).toBe(409);
  });

  it('locks a learner without the courses feature, and lets only admins enrol as instructor', async () => {
    const noPlan = await learner(false);
    const locked = await enrol(noPlan, ids['physics-motion-and-forces']!);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('LOCKED');
    const who = await learner();
    expect((await enrol(who, ids['physics-motion-and-forces']!, { as: 'instructor' })).statusCode).toBe(403);
    const admin = await api.signIn({ email: 'admin@demo.test', password: 'Demo1234' });
    const asInstructor = await enrol(admin, ids['project-management-essentials']!, { as: 'instructor' });
    expect(asInstructor.statusCode).toBe(201);
    expect(asInstructor.json().userCourseRole).toBe('instructor');
    expect((await enrol(admin, ids['project-management-essentials']!)).statusCode).toBe(409);
  });
});

describe('order states: signed transaction sequences, as the gateways send them', () => {
  const PAID_COURSE = 'project-management-essentials';
  const coursesOf = async (who: SignedIn) =>
    (await api.get('/api/course/myCourses', bearer(who.accessToken)))
      .json()
      .map((c: { seoTxt: string }) => c.seoTxt);
  const templatesOf = async (who: SignedIn) =>
    (
      await sql<{ template: string }>(
        'SELECT template FROM notifications WHERE user_id = $1 ORDER BY created_at, template',
        [who.userId],
      )
    ).map((n) => n.template);
  async function planOrder(who: SignedIn) {
    const { orderId } = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    return orderId as string;
  }

  it('pending → success: the pending transaction keeps the order open, the success grants the plan', async () => {
    const who = await learner();
    const orderId = await planOrder(who);
    const pending = await deliver(await transaction(orderId, { id: 7001, pending: true, success: false }));
    expect(pending.json().outcome).toBe('pending');
    expect((await orderOf(who, orderId)).status).toBe('pending');
    expect(await plansOf(who.userId)).toHaveLength(0);
    // Paying for it already: a second checkout is refused, with a code the page translates.
    const again = await checkout(who, { itemType: 'plan', itemId: ids.Pro });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYMENT_PENDING');
    expect((await deliver(await transaction(orderId, { id: 7001 }))).json().outcome).toBe('paid');
    expect((await orderOf(who, orderId)).status).toBe('paid');
    expect(await plansOf(who.userId)).toHaveLength(1);
  });

  it('pending → the order expires → the success of that same transaction still grants; another one is refused', async () => {
    const who = await learner();
    const orderId = await planOrder(who);
    await deliver(await transaction(orderId, { id: 7051, pending: true, success: false }));
    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 2 * 3600_000);
    try {
      expect((await orderOf(who, orderId)).status).toBe('expired');
      expect((await deliver(await transaction(orderId, { id: 7052 }))).json().outcome).toBe('unchanged');
      expect((await deliver(await transaction(orderId, { id: 7051 }))).json().outcome).toBe('paid');
    } finally {
      server.clock.now = saved;
    }
    expect(await plansOf(who.userId)).toHaveLength(1);
  });

  it('declined → retry success on the same order grants; the retry goes to the same checkout page', async () => {
    const who = await learner();
    const first = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    const declined = await deliver(await transaction(first.orderId, { id: 7101, success: false }));
    expect(declined.json().outcome).toBe('failed');
    expect((await orderOf(who, first.orderId)).status).toBe('failed');
    const retry = (await checkout(who, { itemType: 'plan', itemId: ids.Pro, lang: 'ar' })).json();
    expect(retry).toEqual(first);
    // In the language the learner now uses.
    expect((await server.app.inject({ method: 'GET', url: retry.redirectUrl })).body).toContain('lang="ar"');
    expect((await deliver(await transaction(first.orderId, { id: 7102 }))).json().outcome).toBe('paid');
    expect((await orderOf(who, first.orderId)).status).toBe('paid');
    expect(await plansOf(who.userId)).toHaveLength(1);
    // Owning it now: another checkout is refused.
    const owned = await checkout(who, { itemType: 'plan', itemId: ids.Pro });
    expect(owned.statusCode).toBe(409);
    expect(owned.json().code).toBe('ALREADY_SUBSCRIBED');
  });

  it('success → refund takes the plan back and tells the learner', async () => {
    const who = await learner();
    const orderId = await planOrder(who);
    await deliver(await transaction(orderId, { id: 7201 }));
    expect(await plansOf(who.userId)).toHaveLength(1);
    const refund = await deliver(await transaction(orderId, { id: 7201, is_refunded: true }));
    expect(refund.json().outcome).toBe('refunded');
    expect((await orderOf(who, orderId)).status).toBe('refunded');
    expect(await plansOf(who.userId)).toHaveLength(0);
    // The learner's Basic plan (bought before) is untouched.
    expect(await sql('SELECT 1 FROM user_plans WHERE user_id = $1', [who.userId])).toHaveLength(1);
    expect(await templatesOf(who)).toEqual(['notifications.payment.paid', 'notifications.payment.refunded']);
    // A replayed success after the refund grants nothing.
    expect((await deliver(await transaction(orderId, { id: 7201 }))).json().outcome).toBe('unchanged');
    expect(await plansOf(who.userId)).toHaveLength(0);
  });

  it('success → void takes the course back; the course must be paid again', async () => {
    const who = await learner();
    const { orderId } = (await checkout(who, { itemType: 'course', itemId: ids[PAID_COURSE] })).json();
    await deliver(await transaction(orderId, { id: 7301 }));
    expect(await coursesOf(who)).toContain(PAID_COURSE);
    const voided = await deliver(await transaction(orderId, { id: 7301, is_voided: true }));
    expect(voided.json().outcome).toBe('voided');
    expect(await coursesOf(who)).not.toContain(PAID_COURSE);
    expect(await templatesOf(who)).toEqual(['notifications.payment.paid', 'notifications.payment.voided']);
    expect((await enrol(who, ids[PAID_COURSE]!)).json().code).toBe('PAYMENT_REQUIRED');
  });

  it('duplicates and out-of-order deliveries: a late decline or pending never undoes a payment, a refund before its success grants nothing', async () => {
    const who = await learner();
    const orderId = await planOrder(who);
    const paid = await transaction(orderId, { id: 7401 });
    await Promise.all([deliver(paid), deliver(paid), deliver(paid)]);
    await deliver(await transaction(orderId, { id: 7400, success: false }));
    await deliver(await transaction(orderId, { id: 7400, pending: true, success: false }));
    expect((await orderOf(who, orderId)).status).toBe('paid');
    expect(await plansOf(who.userId)).toHaveLength(1);
    expect(await templatesOf(who)).toEqual(['notifications.payment.paid']);

    const other = await learner();
    const reversed = await planOrder(other);
    const refundFirst = await deliver(await transaction(reversed, { id: 7501, is_refunded: true }));
    expect(refundFirst.json().outcome).toBe('refunded');
    expect((await deliver(await transaction(reversed, { id: 7501 }))).json().outcome).toBe('unchanged');
    expect((await orderOf(other, reversed)).status).toBe('refunded');
    expect(await plansOf(other.userId)).toHaveLength(0);
    // A refund larger than the order is refused and logged.
    const before = await refusals();
    const tooMuch = await deliver(
      await transaction(orderId, { is_refunded: true, amount_cents: 1_000_000_00 }),
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(await refusals()).toBe(before + 1);
    expect(await plansOf(who.userId)).toHaveLength(1);
  });
});

// Security suite (docs/ARCHITECTURE.md): what an outside attacker tried on the gateways (issue 30).
describe('security: forged, replayed and out-of-order gateway callbacks; one-time code brute force', () => {
  it('a forged browser return (response callback) is refused, logged, and grants nothing', async () => {
    const who = await learner();
    const orderId = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json().orderId;
    const query = responseQueryOf(await transaction(orderId));
    const before = await refusals();
    const forged = new URLSearchParams({ ...query, hmac: paymobHmac('guessed', responseHmacString(query)) });
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/payments/sandbox/response?${forged}`,
    });
    expect(answer.statusCode).toBe(403);
    expect(await refusals()).toBe(before + 1);
    expect(await plansOf(who.userId)).toHaveLength(0);
  });

  it('a signed success replayed after a refund, or signed for another order, grants nothing', async () => {
    const who = await learner();
    const orderId = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json().orderId;
    const success = await transaction(orderId, { id: 8101 });
    await deliver(success);
    await deliver({ ...success, is_refunded: true });
    const replays = await Promise.all(Array.from({ length: 10 }, () => deliver(success)));
    expect(replays.map((r) => r.json().outcome)).toEqual(Array(10).fill('unchanged'));
    expect(await plansOf(who.userId)).toHaveLength(0);
    // The success of one learner's order, pointed at another's: the signature no longer matches.
    const other = await learner();
    const theirs = (await checkout(other, { itemType: 'plan', itemId: ids.Pro })).json().orderId;
    const moved = { ...success, order: { id: Number(await gatewayRefOf(theirs)) } };
    expect((await deliver(moved, paymobHmac(secret, processedHmacString(success)))).statusCode).toBe(403);
    expect(await plansOf(other.userId)).toHaveLength(0);
  });

  it('30 one-time codes guessed at once: 3 are counted, the attempt is declined, the right code then fails', async () => {
    const who = await learner();
    const { orderId, redirectUrl } = (await checkout(who, { itemType: 'plan', itemId: ids.Pro })).json();
    const url = new URL(redirectUrl, 'http://x');
    const link = { orderId, payment_token: url.searchParams.get('payment_token')! };
    await postPay({ ...link, card_number: SANDBOX_CARDS.secure, name: 'Eve', expiry: '12/40', cvc: '123' });
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postPay({ ...link, step: 'secure', otp: String(100000 + i) })),
    );
    expect(guesses.filter((g) => g.statusCode === 422)).toHaveLength(2);
    expect(guesses.filter((g) => g.statusCode === 303)).toHaveLength(1);
    expect((await sql('SELECT otp_failures FROM payment_orders WHERE id = $1', [orderId]))[0]).toEqual({
      otp_failures: 3,
    });
    expect((await postPay({ ...link, step: 'secure', otp: SANDBOX_OTP })).statusCode).toBe(410);
    expect(await plansOf(who.userId)).toHaveLength(0);
  });
});

import { importJWK, jwtVerify } from 'jose';
import { notificationsService } from '../src/modules/notifications/notifications.service';
import { loadVapidKeys } from '../src/modules/push/vapid-keys';
import { apiOf, bearer, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';
import { fakeBrowser, fakePushService } from './push-service';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let pushService: Awaited<ReturnType<typeof fakePushService>>;

beforeAll(async () => {
  server = await startTestServer({
    PUSH_ALLOW_HTTP_LOOPBACK: 'true',
    VAPID_SUBJECT: 'mailto:admin@learn.example',
  });
  api = apiOf(server);
  pushService = await fakePushService();
});
afterAll(async () => {
  await server.close();
  await pushService.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: SignedIn | null,
  payload?: object,
) => server.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.accessToken) : {}, payload });

const subscribe = (who: SignedIn, endpoint: string, keys = fakeBrowser().keys, lang?: string) =>
  call('POST', '/push/subscriptions', who, { endpoint, keys, ...(lang ? { lang } : {}) });
const status = async (who: SignedIn, endpoint: string) =>
  (await call('POST', '/push/subscriptions/status', who, { endpoint })).json().subscribed;
const rows = async (endpoint: string) =>
  (
    await server.ctx.database.pool.query('SELECT user_id FROM push_subscriptions WHERE endpoint = $1', [
      endpoint,
    ])
  ).rows;

const forumComment = (actor: string) => ({
  short: 'forum.comment',
  template: 'notifications.forum.comment',
  templateType: 'link' as const,
  attributes: { actor, link: '/course/fractions/forum/halves?comment=c1' },
});

describe('VAPID keys', () => {
  it('are made once and shared by every process on the database', async () => {
    const [a, b] = await Promise.all([
      loadVapidKeys(server.ctx.database.pool),
      loadVapidKeys(server.ctx.database.pool),
    ]);
    expect(a).toEqual(b);
    const key = await call('GET', '/push/key', null);
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ publicKey: a.publicKey });
    // An uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
  });
});

describe('push subscriptions', () => {
  it('subscribes this browser, says so, and unsubscribes it', async () => {
    const user = await api.signUp();
    const endpoint = pushService.endpoint();
    expect(await status(user, endpoint)).toBe(false);
    const subscribed = await subscribe(user, endpoint);
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toEqual({ subscribed: true });
    expect(await status(user, endpoint)).toBe(true);
    // Subscribing again (a new page load) keeps one row.
    expect((await subscribe(user, endpoint)).statusCode).toBe(200);
    expect(await rows(endpoint)).toHaveLength(1);
    expect((await call('DELETE', '/push/subscriptions', user, { endpoint })).json()).toEqual({
      subscribed: false,
    });
    expect(await status(user, endpoint)).toBe(false);
    expect(await rows(endpoint)).toHaveLength(0);
  });

  it("lets no one see or remove another user's browser", async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const endpoint = pushService.endpoint();
    await subscribe(owner, endpoint);
    expect(await status(other, endpoint)).toBe(false);
    const removed = await call('DELETE', '/push/subscriptions', other, { endpoint });
    expect(removed.statusCode).toBe(200);
    expect(await status(owner, endpoint)).toBe(true);
    expect(await rows(endpoint)).toEqual([{ user_id: owner.userId }]);
  });

  it('moves a browser to the account that switched push on in it last', async () => {
    const first = await api.signUp();
    const second = await api.signUp();
    const endpoint = pushService.endpoint();
    await subscribe(first, endpoint);
    await subscribe(second, endpoint);
    expect(await status(first, endpoint)).toBe(false);
    expect(await status(second, endpoint)).toBe(true);
  });

  it('asks for a signed-in user', async () => {
    const endpoint = pushService.endpoint();
    expect(
      (await call('POST', '/push/subscriptions', null, { endpoint, keys: fakeBrowser().keys })).statusCode,
    ).toBe(401);
    expect((await call('DELETE', '/push/subscriptions', null, { endpoint })).statusCode).toBe(401);
    expect((await call('POST', '/push/subscriptions/status', null, { endpoint })).statusCode).toBe(401);
  });

  it.each([
    ['http://push.example.com/x', 'endpoint', 'validation.pushEndpoint'],
    ['https://10.1.2.3/x', 'endpoint', 'validation.pushEndpoint'],
    ['https://192.168.0.10/x', 'endpoint', 'validation.pushEndpoint'],
    ['https://169.254.169.254/latest/meta-data', 'endpoint', 'validation.pushEndpoint'],
    ['https://127.0.0.1/x', 'endpoint', 'validation.pushEndpoint'],
    ['https://[::1]/x', 'endpoint', 'validation.pushEndpoint'],
    ['https://[fd00::1]/x', 'endpoint', 'validation.pushEndpoint'],
    ['https://2130706433/x', 'endpoint', 'validation.pushEndpoint'],
    ['https://localhost/x', 'endpoint', 'validation.pushEndpoint'],
    ['https://metadata/x', 'endpoint', 'validation.pushEndpoint'],
    ['ftp://push.example.com/x', 'endpoint', 'validation.pushEndpoint'],
    ['not an address', 'endpoint', 'validation.pushEndpoint'],
    [`https://push.example.com/${'x'.repeat(2100)}`, 'endpoint', 'validation.pushEndpoint'],
  ])('refuses the endpoint %# with 422', async (endpoint, field, key) => {
    const user = await api.signUp();
    const refused = await subscribe(user, endpoint);
    expect([endpoint.slice(0, 50), refused.statusCode]).toEqual([endpoint.slice(0, 50), 422]);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION', errors: { [field]: key } });
    expect(await rows(endpoint)).toHaveLength(0);
  });

  it('refuses bad keys and bodies with 422, never a 5xx', async () => {
    const user = await api.signUp();
    const endpoint = 'https://push.example.com/send/abc';
    for (const payload of [
      {},
      { endpoint },
      { endpoint, keys: { p256dh: 'short', auth: 'x' } },
      { endpoint, keys: { p256dh: '!'.repeat(87), auth: 'a'.repeat(22) } },
      { endpoint, keys: fakeBrowser().keys, lang: 'xx' },
      { endpoint: 42, keys: fakeBrowser().keys },
    ]) {
      const refused = await call('POST', '/push/subscriptions', user, payload);
      expect([JSON.stringify(payload).slice(0, 60), refused.statusCode]).toEqual([
        JSON.stringify(payload).slice(0, 60),
        422,
      ]);
    }
    expect((await call('DELETE', '/push/subscriptions', user, {})).statusCode).toBe(422);
    // A public push service is accepted.
    expect((await subscribe(user, endpoint)).statusCode).toBe(200);
  });
});

describe('notify() and browser push', () => {
  it('sends an encrypted Web Push signed with the VAPID key, in the language of the subscription', async () => {
    const user = await api.signUp();
    const browser = fakeBrowser();
    const endpoint = pushService.endpoint();
    await subscribe(user, endpoint, browser.keys, 'ar');
    const arrived = pushService.next();
    const notification = await notificationsService(server.ctx).notify(user.userId, forumComment('Sara Ali'));
    expect(notification).not.toBeNull();
    const push = await arrived;

    expect(push.path).toBe(new URL(endpoint).pathname);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(push.headers.authorization ?? '') ?? [];
    const { publicKey } = (await call('GET', '/push/key', null)).json();
    expect(key).toBe(publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    };
    const { payload: claims } = await jwtVerify(token!, await importJWK(jwk, 'ES256'));
    expect(claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:admin@learn.example' });

    expect(JSON.parse(browser.decrypt(push.body))).toEqual({
      title: 'Elearn',
      body: 'علّق Sara Ali على منشورك',
      url: '/ar/course/fractions/forum/halves?comment=c1',
      tag: 'forum.comment:/course/fractions/forum/halves?comment=c1',
      lang: 'ar',
      dir: 'rtl',
    });
  });

  it('writes in the language of the profile when it names one', async () => {
    const user = await api.signUp();
    await call('PUT', '/user/profile', user, {
      firstName: 'Lena',
      lastName: 'Meyer',
      phone: '',
      schoolSystem: null,
      gradeLevel: '',
      timezone: 'Europe/Berlin',
      language: 'de',
    });
    const browser = fakeBrowser();
    await subscribe(user, pushService.endpoint(), browser.keys, 'en');
    const arrived = pushService.next();
    await notificationsService(server.ctx).notify(user.userId, {
      short: 'ticket.answered',
      template: 'notifications.ticket.answered',
      templateType: 'text',
      attributes: { subject: 'Login' },
    });
    expect(JSON.parse(browser.decrypt((await arrived).body))).toMatchObject({
      body: 'Der Support hat Ihr Ticket beantwortet: Login',
      url: '/de/dashboard',
      dir: 'ltr',
    });
  });

  it('deletes a subscription the push service calls gone (410)', async () => {
    const user = await api.signUp();
    const gone = pushService.endpoint(410);
    const alive = pushService.endpoint();
    await subscribe(user, gone);
    await subscribe(user, alive);
    const first = pushService.next();
    const second = pushService.next();
    await notificationsService(server.ctx).notify(user.userId, forumComment('Omar'));
    await Promise.all([first, second]);
    await server.ctx.push.idle();
    expect(await status(user, gone)).toBe(false);
    expect(await status(user, alive)).toBe(true);
  });

  it('sends nothing for a kind muted in-app, nor in quiet hours', async () => {
    const user = await api.signUp();
    await subscribe(user, pushService.endpoint());
    const on = { inApp: true, email: false };
    const prefs = (quietHours: object | null, forum = on) => ({
      kinds: { forum, announcements: on, achievements: on, reminders: on },
      quietHours,
    });
    await call('PUT', '/user/notificationPreferences', user, prefs(null, { inApp: false, email: false }));
    expect(await notificationsService(server.ctx).notify(user.userId, forumComment('Muted'))).toBeNull();
    // Quiet all day but a minute (UTC: a new account's time zone).
    const now = server.clock.now;
    const minute = (offset: number) => {
      const at = new Date(now.getTime() + offset * 60_000);
      return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
    };
    await call('PUT', '/user/notificationPreferences', user, prefs({ start: minute(-5), end: minute(5) }));
    expect(await notificationsService(server.ctx).notify(user.userId, forumComment('Quiet'))).not.toBeNull();
    await server.ctx.push.idle();
    expect(pushService.unclaimed()).toBe(0);
  });
});

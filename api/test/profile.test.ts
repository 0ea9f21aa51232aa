import sharp from 'sharp';
import { notificationsService } from '../src/modules/notifications/notifications.service';
import { apiOf, bearer, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: SignedIn, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), payload });

const PROFILE = {
  firstName: 'Nour',
  lastName: 'Saleh',
  phone: '+20 100 555 1234',
  schoolSystem: 'british',
  gradeLevel: 'Year 10',
  timezone: 'Africa/Cairo',
  language: 'ar',
};
const allOn = { inApp: true, email: true };
const prefs = (overrides: object = {}) => ({
  kinds: { forum: allOn, announcements: allOn, achievements: allOn, reminders: allOn, ...overrides },
  quietHours: null,
});

describe('profile', () => {
  it('saves the details and answers them back; bad input changes nothing', async () => {
    const user = await api.signUp();
    expect((await call('PUT', '/user/profile', user, PROFILE)).statusCode).toBe(200);
    expect((await call('GET', '/user/profile', user)).json()).toMatchObject(PROFILE);
    const bad = await call('PUT', '/user/profile', user, {
      ...PROFILE,
      firstName: 'Zed',
      timezone: 'Mars/Base',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ timezone: 'validation.timezone' });
    expect((await call('GET', '/user/profile', user)).json()).toMatchObject(PROFILE);
  });

  it('changes the password only with the current one', async () => {
    const form = { currentPassword: 'wrong123', newPassword: 'newpass99', confirmPassword: 'newpass99' };
    const user = await api.signUp();
    const refused = await call('PUT', '/user/password', user, form);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ currentPassword: 'validation.currentPassword' });
    const { email } = (await call('GET', '/user/profile', user)).json();
    expect((await api.login({ email, password: 'secret123' })).statusCode).toBe(200);
    expect(
      (await call('PUT', '/user/password', user, { ...form, currentPassword: 'secret123' })).statusCode,
    ).toBe(200);
    expect((await api.login({ email, password: 'newpass99' })).statusCode).toBe(200);
  });

  it('crops an uploaded photo to a centred square', async () => {
    const user = await api.signUp();
    const data = await sharp({
      create: { width: 300, height: 100, channels: 4, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const boundary = 'b0undary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/photo',
      headers: { ...bearer(user.accessToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const photo = await server.app.inject({ method: 'GET', url: response.json().image });
    const stored = await sharp(photo.rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 256, 256]);
  });
});

describe('notification preferences', () => {
  const notifyForum = (userId: string) =>
    notificationsService(server.ctx).notify(userId, {
      short: 'forum.comment',
      template: 'notifications.forum.comment',
      templateType: 'link',
      attributes: { actor: 'Someone', link: '/x' },
    });
  const count = async (userId: string) =>
    (
      await server.ctx.database.pool.query(
        'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1',
        [userId],
      )
    ).rows[0].n;

  it('a kind muted in-app is not delivered; other kinds still are', async () => {
    const user = await api.signUp();
    const saved = await call(
      'PUT',
      '/user/notificationPreferences',
      user,
      prefs({ forum: { inApp: false, email: true } }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().kinds.forum).toEqual({ inApp: false, email: true });
    expect(await notifyForum(user.userId)).toBeNull();
    expect(await count(user.userId)).toBe(0);
    await notificationsService(server.ctx).notify(user.userId, {
      short: 'ticket.answered',
      template: 'notifications.ticket.answered',
      templateType: 'text',
      attributes: {},
    });
    expect(await count(user.userId)).toBe(1);
  });

  it('refuses quiet hours that start and end together', async () => {
    const user = await api.signUp();
    const bad = await call('PUT', '/user/notificationPreferences', user, {
      ...prefs(),
      quietHours: { start: '22:00', end: '22:00' },
    });
    expect(bad.statusCode).toBe(422);
    expect((await call('GET', '/user/notificationPreferences', user)).json().quietHours).toBeNull();
  });
});

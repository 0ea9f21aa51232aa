import { authResponseSchema } from '@elearn/contracts';
import { apiOf, bearer, newUser } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

const countUsers = async (email: string) =>
  (await server.ctx.database.pool.query('SELECT 1 FROM users WHERE email = $1', [email.toLowerCase()]))
    .rowCount;

describe('POST /api/auth/register', () => {
  it('creates a learner without a plan, stats at zero, who then signs in', async () => {
    const form = newUser({ email: 'New.Learner@Example.TEST' });
    const created = await api.register(form);
    expect(created.statusCode).toBe(202);
    expect(created.json()).toEqual({ ok: true });
    expect(created.cookies).toEqual([]);
    const response = await api.login({ email: form.email, password: form.password });
    const body = authResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({
      role: 'Learner',
      permissionLevel: 1,
      plan: null,
      email: 'new.learner@example.test',
      firstName: 'Amal',
    });
    const cookie = response.cookies.find((c) => c.name === 'elearn_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.maxAge).toBe(30 * 86_400);
    const stats = await api.get('/api/user/getStatistics', bearer(body.accessToken));
    expect(stats.json()).toEqual({
      level: 1,
      expValue: 0,
      coins: 0,
      streakDays: 0,
      freezeChances: 0,
      badges: [],
    });
  });

  it.each([
    ['a 2-letter first name', { firstName: 'Al' }, 'firstName', 'validation.min3'],
    ['a 2-letter last name', { lastName: ' Bo ' }, 'lastName', 'validation.min3'],
    ['no first name at all', { firstName: undefined }, 'firstName', 'validation.required'],
    [
      'a first name of zero-width joiners and a BOM',
      { firstName: '\u200d\u200d\ufeff\u200d' },
      'firstName',
      'validation.required',
    ],
    ['an email without a domain', { email: 'amal@' }, 'email', 'validation.email'],
    [
      'a 7-character password',
      { password: 'abc1234', confirmPassword: 'abc1234' },
      'password',
      'validation.passwordLength',
    ],
    [
      'a password without a letter',
      { password: '12345678', confirmPassword: '12345678' },
      'password',
      'validation.passwordLetter',
    ],
    [
      'a password without a digit',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'password',
      'validation.passwordDigit',
    ],
    [
      'a 300-character password',
      { password: `a1${'x'.repeat(298)}`, confirmPassword: `a1${'x'.repeat(298)}` },
      'password',
      'validation.password',
    ],
    [
      'a confirmation that differs',
      { confirmPassword: 'secret124' },
      'confirmPassword',
      'validation.confirmMatch',
    ],
  ])('answers %s with 422 and the i18n key, storing nothing', async (_case, change, field, key) => {
    const form = newUser(change);
    const response = await api.register(form);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      message: expect.any(String),
      errors: { [field]: key },
    });
    expect(await countUsers(form.email)).toBe(0);
  });

  it('reports every wrong field at once', async () => {
    const response = await api.register(
      newUser({ firstName: 'Al', email: 'nope', password: 'short1', confirmPassword: 'other' }),
    );
    expect(response.json().errors).toEqual({
      firstName: 'validation.min3',
      email: 'validation.email',
      password: 'validation.passwordLength',
      confirmPassword: 'validation.confirmMatch',
    });
  });

  it('answers a taken address exactly as a new one, keeps the account, and tells its owner in the app', async () => {
    const owner = newUser();
    await api.signUp(owner);
    const fresh = await api.register(newUser());
    const taken = await api.register(
      newUser({ email: owner.email.toUpperCase(), password: 'other123', confirmPassword: 'other123' }),
    );
    expect([taken.statusCode, taken.json(), taken.headers['set-cookie']]).toEqual([
      fresh.statusCode,
      fresh.json(),
      fresh.headers['set-cookie'],
    ]);
    expect(await countUsers(owner.email)).toBe(1);
    // The owner's password is untouched, and the owner sees one notice however often it is tried.
    const session = await api.signIn(owner);
    await api.register(newUser({ email: owner.email }));
    const list = await api.get('/api/notification/listAll?skip=0&limit=10', bearer(session.accessToken));
    expect(
      list
        .json()
        .notifications.map((n: { notificationEvent: { template: string }; attributes: object }) => [
          n.notificationEvent.template,
          n.attributes,
        ]),
    ).toEqual([['notifications.account.registerAttempt', { link: '/profile' }]]);
  });

  it('keeps the browser’s time zone, and refuses a name that is not one, storing nothing', async () => {
    const form = newUser({ timezone: 'Africa/Cairo' });
    expect((await api.register(form)).statusCode).toBe(202);
    const session = await api.signIn(form);
    expect((await api.get('/api/user/profile', bearer(session.accessToken))).json()).toMatchObject({
      timezone: 'Africa/Cairo',
    });
    const wrong = newUser({ timezone: 'Mars/Olympus' });
    const refused = await api.register(wrong);
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { timezone: 'validation.timezone' }]);
    expect(await countUsers(wrong.email)).toBe(0);
    const none = newUser();
    await api.register(none);
    const plain = await api.signIn(none);
    expect((await api.get('/api/user/profile', bearer(plain.accessToken))).json()).toMatchObject({
      timezone: 'UTC',
    });
  });

  it('makes one account of two simultaneous sign-ups with one email, both answered alike', async () => {
    const form = newUser();
    const statuses = (await Promise.all([api.register(form), api.register(form)])).map((r) => r.statusCode);
    expect(statuses).toEqual([202, 202]);
    expect(await countUsers(form.email)).toBe(1);
  });

  it('answers malformed bodies with 422, never 400 or 500', async () => {
    const inject = (payload: string, contentType: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': contentType },
        payload,
      });
    expect((await inject('{not json', 'application/json')).statusCode).toBe(422);
    expect((await inject('firstName=Amal', 'text/plain')).statusCode).toBe(422);
    expect((await inject('[1,2]', 'application/json')).statusCode).toBe(422);
    // Past the anonymous forms' body limit: refused before it is read.
    const huge = await inject(
      JSON.stringify(newUser({ firstName: 'x'.repeat(2_000_000) })),
      'application/json',
    );
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect((await server.app.inject({ method: 'POST', url: '/api/auth/register' })).statusCode).toBe(422);
  });
});

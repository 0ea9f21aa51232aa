import { SignJWT } from 'jose';
import { DEMO, newUser, refreshCookie, SAME_SITE, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
const refresh = (cookie: string | undefined, headers: Record<string, string> = SAME_SITE) =>
  server.app.inject({
    method: 'GET',
    url: '/api/auth/refreshAccessToken',
    headers,
    cookies: cookie ? { elearn_refresh: cookie } : {},
  });

describe('register', () => {
  it('creates a learner with zeroed stats and signs them in', async () => {
    const data = newUser();
    const response = await post('/api/auth/register', data);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ role: 'Learner', permissionLevel: 1, plan: null, email: data.email });
    expect(body.accessToken).toEqual(expect.any(String));
    const cookie = response.cookies.find((c) => c.name === 'elearn_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const stats = await server.app.inject({
      url: '/api/user/getStatistics',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(stats.json()).toMatchObject({ level: 1, expValue: 0, coins: 0, streakDays: 0 });
  });

  it('answers each spec message as a field error and stores nothing', async () => {
    const data = newUser({
      firstName: 'Al',
      email: 'not-an-email',
      password: 'short1',
      confirmPassword: 'other',
    });
    const response = await post('/api/auth/register', data);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      errors: {
        firstName: 'validation.min3',
        email: 'validation.email',
        password: 'validation.passwordLength',
        confirmPassword: 'validation.confirmMatch',
      },
    });
    const { rowCount } = await server.ctx.database.pool.query('SELECT 1 FROM users WHERE first_name = $1', [
      'Al',
    ]);
    expect(rowCount).toBe(0);
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    const response = await post('/api/auth/register', newUser({ email: 'Learner@Demo.test' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      errors: { email: 'validation.emailTaken' },
    });
  });

  it('answers malformed JSON with 422, not a crash', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('login and lockout', () => {
  it('signs in a demo learner with the plan and its features', async () => {
    const response = await post('/api/auth/login', DEMO);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.plan).toMatchObject({
      name: 'Pro',
      features: expect.arrayContaining(['askEve']),
    });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await post('/api/auth/login', { email: DEMO.email, password: 'wrong-pass1' });
    const unknown = await post('/api/auth/login', { email: 'nobody@demo.test', password: 'wrong-pass1' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('locks an account after repeated failures, even for the right password, then unlocks', async () => {
    const user = newUser();
    await post('/api/auth/register', user);
    const threshold = server.config.lockoutThreshold;
    for (let i = 1; i < threshold; i += 1) {
      expect((await post('/api/auth/login', { email: user.email, password: 'bad-pass1' })).statusCode).toBe(
        422,
      );
    }
    const locking = await post('/api/auth/login', { email: user.email, password: 'bad-pass1' });
    expect(locking.statusCode).toBe(403);
    expect(locking.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: expect.any(Number) });
    const locked = await post('/api/auth/login', { email: user.email, password: user.password });
    expect(locked.statusCode).toBe(403);

    server.clock.now = new Date(Date.now() + (server.config.lockoutMinutes * 60 + 1) * 1000);
    try {
      expect((await post('/api/auth/login', { email: user.email, password: user.password })).statusCode).toBe(
        200,
      );
    } finally {
      server.clock.now = new Date();
    }
  });
});

describe('refresh tokens', () => {
  it('rotates the cookie on every use and returns a new access token', async () => {
    const first = refreshCookie(await post('/api/auth/login', DEMO));
    const response = await refresh(first);
    expect(response.statusCode).toBe(200);
    const second = refreshCookie(response);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used token comes back', async () => {
    const first = refreshCookie(await post('/api/auth/login', DEMO));
    const second = refreshCookie(await refresh(first));
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    // The thief's copy and the owner's newer token are both dead now.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('gives exactly one success to two concurrent refreshes with one token', async () => {
    const token = refreshCookie(await post('/api/auth/login', DEMO));
    const results = await Promise.all([refresh(token), refresh(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses a refresh without our header or from another origin', async () => {
    const token = refreshCookie(await post('/api/auth/login', DEMO));
    expect((await refresh(token, { origin: 'http://localhost:8080' })).statusCode).toBe(403);
    expect(
      (await refresh(token, { origin: 'https://evil.test', 'x-requested-with': 'elearn' })).statusCode,
    ).toBe(403);
    expect((await refresh(token, { 'x-requested-with': 'elearn' })).statusCode).toBe(403);
    // A same-origin GET carries no Origin; its Referer counts.
    const byReferer = await refresh(token, {
      referer: 'http://localhost:8080/en/dashboard',
      'x-requested-with': 'elearn',
    });
    expect(byReferer.statusCode).toBe(200);
  });

  it('answers a visitor without a cookie with 204: no session, no error', async () => {
    const response = await refresh(undefined);
    expect(response.statusCode).toBe(204);
  });
});

describe('logout', () => {
  it('revokes the session so its refresh token no longer works', async () => {
    const token = refreshCookie(await post('/api/auth/login', DEMO));
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: SAME_SITE,
      cookies: { elearn_refresh: token! },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('refuses a cross-site logout', async () => {
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.test' },
    });
    expect(out.statusCode).toBe(403);
  });
});

describe('access tokens', () => {
  const me = (token: string) =>
    server.app.inject({ url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });

  it('accepts a token it signed', async () => {
    const { accessToken } = (await post('/api/auth/login', DEMO)).json();
    expect((await me(accessToken)).statusCode).toBe(200);
  });

  it('rejects an unsigned (alg none) token', async () => {
    const { accessToken } = (await post('/api/auth/login', DEMO)).json();
    const [, payload] = accessToken.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    expect((await me(`${header}.${payload}.`)).statusCode).toBe(401);
  });

  it('rejects a token of another type, a foreign key, or one that expired', async () => {
    const { user } = (await post('/api/auth/login', DEMO)).json();
    const sign = (typ: string, secret: Uint8Array, exp: string | number) =>
      new SignJWT({ fam: 'x' })
        .setProtectedHeader({ alg: 'HS256', typ })
        .setSubject(user.id)
        .setIssuer('elearn')
        .setAudience('elearn-api')
        .setExpirationTime(exp)
        .sign(secret);
    expect((await me(await sign('JWT', server.ctx.secret, '5m'))).statusCode).toBe(401);
    expect((await me(await sign('at+jwt', new TextEncoder().encode('x'.repeat(48)), '5m'))).statusCode).toBe(
      401,
    );
    expect(
      (await me(await sign('at+jwt', server.ctx.secret, Math.floor(Date.now() / 1000) - 60))).statusCode,
    ).toBe(401);
    expect((await me(await sign('at+jwt', server.ctx.secret, '5m'))).statusCode).toBe(200);
  });
});

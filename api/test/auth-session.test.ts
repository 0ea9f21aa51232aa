import { apiOf, LEARNER, ORIGIN, refreshCookieOf, SAME_SITE } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());
afterEach(() => {
  server.clock.now = new Date();
});

describe('GET /api/auth/refreshAccessToken', () => {
  it('rotates the cookie on every use and answers the user with a new access token', async () => {
    const first = await api.signIn();
    const response = await api.refresh(first.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(LEARNER.email);
    const second = refreshCookieOf(response)!;
    expect(second).not.toBe(first.cookie);
    expect((await api.me(response.json().accessToken)).statusCode).toBe(200);
    expect((await api.refresh(second)).statusCode).toBe(200);
  });

  it('revokes the whole session when a used token comes back after the grace window', async () => {
    const first = await api.signIn();
    const rotated = await api.refresh(first.cookie);
    server.clock.now = new Date(Date.now() + 21_000);
    const replay = await api.refresh(first.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    // The thief's copy and the owner's newer token are both dead, and so are the session's access tokens.
    expect((await api.refresh(refreshCookieOf(rotated))).statusCode).toBe(401);
    expect((await api.me(rotated.json().accessToken)).statusCode).toBe(401);
    expect((await api.me(first.accessToken)).statusCode).toBe(401);
  });

  it('leaves other sessions of the same user alone', async () => {
    const phone = await api.signIn();
    const laptop = await api.signIn();
    await api.refresh(phone.cookie);
    await api.refresh(phone.cookie);
    expect((await api.me(laptop.accessToken)).statusCode).toBe(200);
    expect((await api.refresh(laptop.cookie)).statusCode).toBe(200);
  });

  it('gives two simultaneous refreshes with one token the same successor, and both stay signed in', async () => {
    const { cookie, userId } = await api.signIn();
    const issued = async () =>
      Number(
        (
          await server.ctx.database.pool.query<{ n: string }>(
            'SELECT count(*) AS n FROM refresh_tokens WHERE user_id = $1',
            [userId],
          )
        ).rows[0]!.n,
      );
    const before = await issued();
    const results = await Promise.all([api.refresh(cookie), api.refresh(cookie)]);
    // Exactly one rotation succeeds: one successor is issued, and the other call is handed it.
    expect(await issued()).toBe(before + 1);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => refreshCookieOf(r)!);
    expect(a).toBe(b);
    for (const r of results) expect((await api.me(r.json().accessToken)).statusCode).toBe(200);
    expect((await api.refresh(a)).statusCode).toBe(200);
  });

  it('counts the old token as reuse inside the grace window once its successor was used', async () => {
    const first = await api.signIn();
    const rotated = refreshCookieOf(await api.refresh(first.cookie))!;
    const again = await api.refresh(rotated);
    expect(again.statusCode).toBe(200);
    expect((await api.refresh(first.cookie)).statusCode).toBe(401);
    expect((await api.refresh(refreshCookieOf(again))).statusCode).toBe(401);
  });

  it('answers 401 SESSION_EXPIRED and clears the cookie without a token, or with an unknown or expired one', async () => {
    for (const cookie of [undefined, 'made-up-token']) {
      const response = await api.refresh(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
      const cleared = response.cookies.find((c) => c.name === 'elearn_refresh');
      expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
    }
    const { cookie } = await api.signIn();
    server.clock.now = new Date(Date.now() + 31 * 86_400_000);
    expect((await api.refresh(cookie)).statusCode).toBe(401);
  });

  it('refuses with 403 CSRF a call without our header, from another origin, or with no origin at all', async () => {
    const { cookie } = await api.signIn();
    const refused: Record<string, string>[] = [
      { origin: ORIGIN },
      { origin: 'https://evil.test', 'x-requested-with': 'elearn' },
      { referer: 'https://evil.test/page', 'x-requested-with': 'elearn' },
      { 'x-requested-with': 'elearn' },
      { origin: ORIGIN, 'x-requested-with': 'XMLHttpRequest' },
    ];
    for (const headers of refused) {
      const response = await api.refresh(cookie, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'CSRF' });
    }
    // A same-origin GET carries no Origin; its Referer counts. The token was not spent by the refusals.
    const byReferer = await api.refresh(cookie, {
      referer: `${ORIGIN}/en/dashboard`,
      'x-requested-with': 'elearn',
    });
    expect(byReferer.statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: 204, cookie cleared, refresh token and access tokens refused', async () => {
    const session = await api.signIn();
    const out = await api.logout(session.cookie);
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'elearn_refresh')?.value).toBe('');
    expect((await api.refresh(session.cookie)).statusCode).toBe(401);
    expect((await api.me(session.accessToken)).statusCode).toBe(401);
  });

  it('ends the session named by the bearer token when the cookie is gone', async () => {
    const session = await api.signIn();
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...SAME_SITE, authorization: `Bearer ${session.accessToken}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await api.refresh(session.cookie)).statusCode).toBe(401);
  });

  it('answers 204 when there is nothing to end', async () => {
    expect((await api.logout(undefined)).statusCode).toBe(204);
  });

  it('refuses a cross-site logout and keeps the session', async () => {
    const session = await api.signIn();
    expect((await api.logout(session.cookie, { origin: 'https://evil.test' })).statusCode).toBe(403);
    expect((await api.logout(session.cookie, { origin: ORIGIN })).statusCode).toBe(403);
    expect((await api.me(session.accessToken)).statusCode).toBe(200);
  });
});

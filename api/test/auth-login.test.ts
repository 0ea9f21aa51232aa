import { apiOf, LEARNER, newUser } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer({
    LOCKOUT_THRESHOLD: '3',
    LOCKOUT_MINUTES: '15',
    ACCOUNT_SLOWDOWN_AFTER: '4',
    ACCOUNT_SLOWDOWN_MAX_SECONDS: '60',
  });
  api = apiOf(server);
});
afterAll(() => server.close());
afterEach(() => {
  server.clock.now = new Date();
});

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('POST /api/auth/login', () => {
  it('signs in the demo learner with the Pro plan and its features', async () => {
    const response = await api.login({ ...LEARNER, email: ' Learner@Demo.test' });
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(user).toMatchObject({ email: 'learner@demo.test', role: 'Learner', permissionLevel: 1 });
    expect(user.plan).toEqual({
      name: 'Pro',
      startDate: expect.any(String),
      renewDate: expect.any(String),
      features: ['courses', 'assessments', 'studyCorner', 'askEve', 'certificate'],
    });
    expect(new Date(user.plan.renewDate).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers a wrong password and an unknown email alike, with 422 INVALID_CREDENTIALS', async () => {
    const wrong = await api.login({ email: LEARNER.email, password: 'wrong-pass1' });
    const unknown = await api.login({ email: 'nobody@demo.test', password: 'wrong-pass1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: expect.any(String) });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers an empty form with field errors', async () => {
    const response = await api.login({ email: '', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: 'validation.email', password: 'validation.required' });
  });

  it('locks the account after LOCKOUT_THRESHOLD failures in a row, even for the right password', async () => {
    const form = newUser();
    await api.register(form);
    const wrong = { email: form.email, password: 'bad-pass1' };
    expect((await api.login(wrong)).statusCode).toBe(422);
    expect((await api.login(wrong)).statusCode).toBe(422);
    const locking = await api.login(wrong);
    expect(locking.statusCode).toBe(403);
    expect(locking.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: expect.any(String),
      retryAfterSeconds: 15 * 60,
    });
    const right = await api.login({ email: form.email, password: form.password });
    expect(right.statusCode).toBe(403);

    server.clock.now = minutesLater(10);
    expect(
      (await api.login({ email: form.email, password: form.password })).json().retryAfterSeconds,
    ).toBeLessThanOrEqual(5 * 60);
    server.clock.now = minutesLater(15.1);
    expect((await api.login({ email: form.email, password: form.password })).statusCode).toBe(200);
  });

  it('counts only failures in a row: a success starts the count again', async () => {
    const form = newUser();
    await api.register(form);
    const wrong = { email: form.email, password: 'bad-pass1' };
    await api.login(wrong);
    await api.login(wrong);
    expect((await api.login({ email: form.email, password: form.password })).statusCode).toBe(200);
    expect((await api.login(wrong)).statusCode).toBe(422);
    expect((await api.login(wrong)).statusCode).toBe(422);
  });

  const loginFrom = (remoteAddress: string, payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

  it.each([20, 50])(
    'checks at most LOCKOUT_THRESHOLD passwords of %i parallel tries, the right one among them',
    async (n) => {
      const form = newUser();
      await api.register(form);
      const tries = Array.from({ length: n }, (_, i) =>
        loginFrom('10.9.0.1', { email: form.email, password: i === n - 1 ? form.password : `bad-pass${i}` }),
      );
      const statuses = (await Promise.all(tries)).map((r) => r.statusCode);
      // Checked passwords answer 422 (wrong), 200 (right) or the one 403 that locks; the rest are refused unchecked.
      const checkedWrong = statuses.filter((s) => s === 422).length;
      expect(checkedWrong).toBeLessThanOrEqual(2);
      expect(statuses.filter((s) => s === 403).length).toBeGreaterThanOrEqual(n - 3);
      expect(statuses.every((s) => [200, 403, 422].includes(s))).toBe(true);
      // The lock the burst set holds even if the right password got through inside it.
      expect((await loginFrom('10.9.0.1', { email: form.email, password: form.password })).statusCode).toBe(
        403,
      );
    },
  );

  it('answers an unknown email like a known one, lock included', async () => {
    const known = newUser();
    await api.register(known);
    const answers = async (email: string) => {
      const out = [];
      for (let i = 0; i < 4; i += 1) {
        const r = await loginFrom('10.9.0.2', { email, password: 'bad-pass1' });
        out.push([r.statusCode, r.json().code]);
      }
      return out;
    };
    const forKnown = await answers(known.email);
    expect(await answers(`nobody.${Date.now()}@example.test`)).toEqual(forKnown);
    expect(forKnown.map(([status]) => status)).toEqual([422, 422, 403, 403]);
  });

  it('does not let a stranger lock a learner out: the lock is for the address that failed', async () => {
    const form = newUser();
    await api.register(form);
    for (let i = 0; i < 3; i += 1) await loginFrom('10.9.0.3', { email: form.email, password: 'bad-pass1' });
    expect((await loginFrom('10.9.0.3', { email: form.email, password: form.password })).statusCode).toBe(
      403,
    );
    expect((await loginFrom('10.9.0.4', { email: form.email, password: form.password })).statusCode).toBe(
      200,
    );
  });

  it('slows (never locks) one account tried from many addresses: each failure past ACCOUNT_SLOWDOWN_AFTER doubles the wait', async () => {
    const form = newUser();
    await api.register(form);
    let address = 0;
    const fromNew = (password: string) => loginFrom(`10.8.0.${++address}`, { email: form.email, password });
    const later = (seconds: number) => {
      server.clock.now = new Date(server.clock.now.getTime() + seconds * 1000);
    };
    server.clock.now = new Date();
    // One guess per address gets past the per-address lock; five failures from five addresses.
    for (let i = 0; i < 5; i += 1) expect((await fromNew(`bad-pass${i}`)).statusCode).toBe(422);
    // Now every attempt, from anywhere and the right password too, waits: refused unchecked with the time left.
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const refused = await fromNew(form.password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'LOGIN_SLOWED' });
      waits.push(refused.json().retryAfterSeconds);
      later(refused.json().retryAfterSeconds);
      expect((await fromNew('bad-pass')).statusCode).toBe(422);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60]);
    // The owner, after the wait, signs in; that forgets the failures.
    later(60);
    expect((await fromNew(form.password)).statusCode).toBe(200);
    expect((await fromNew('bad-pass')).statusCode).toBe(422);
    expect((await fromNew(form.password)).statusCode).toBe(200);
  });

  it('counts every one of simultaneous failures', async () => {
    const form = newUser();
    await api.register(form);
    const wrong = { email: form.email, password: 'bad-pass1' };
    const statuses = (await Promise.all([1, 2, 3].map(() => api.login(wrong)))).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([403, 422, 422]);
  });
});

import { apiOf, LEARNER, newUser } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '3', ERROR_LOG_RATE_LIMIT_PER_MINUTE: '2' });
  api = apiOf(server);
});
afterAll(() => server.close());

it('limits sign-in attempts per IP with 429 RATE_LIMITED', async () => {
  const statuses = [];
  for (let i = 0; i < 4; i += 1)
    statuses.push((await api.login({ ...LEARNER, password: 'bad-pass1' })).statusCode);
  expect(statuses).toEqual([422, 422, 422, 429]);
  const limited = await api.login(LEARNER);
  expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
});

it('limits registrations on their own counter, and only per IP', async () => {
  const statuses = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await api.register(newUser())).statusCode);
  expect(statuses).toEqual([202, 202, 202, 429]);
  const elsewhere = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: newUser(),
    remoteAddress: '10.0.0.7',
  });
  expect(elsewhere.statusCode).toBe(202);
});

it('does not trust X-Forwarded-For unless TRUST_PROXY says so', async () => {
  const forged = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: LEARNER,
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  expect(forged.statusCode).toBe(429);
});

it('limits error reports', async () => {
  const statuses = [];
  for (let i = 0; i < 3; i += 1)
    statuses.push((await api.post('/api/createErrorLog', { error: 'x' })).statusCode);
  expect(statuses).toEqual([201, 201, 429]);
});

it('leaves the other calls unlimited', async () => {
  for (let i = 0; i < 10; i += 1) expect((await api.get('/api/plans')).statusCode).toBe(200);
});

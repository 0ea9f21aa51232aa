import { DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => server.close());

it('limits sign-in attempts per IP with 429', async () => {
  const attempt = () =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...DEMO, password: 'bad-pass1' },
    });
  const statuses = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
  expect(statuses).toEqual([422, 422, 422, 429]);
  expect((await attempt()).json()).toMatchObject({ code: 'RATE_LIMITED' });
});

import { ADMIN, apiOf, bearer, SAME_SITE } from './api';
import { startTestServer } from './harness';

it('probe', async () => {
  const server = await startTestServer({ LOG_LEVEL: 'error' });
  const api = apiOf(server);
  const admin = await api.signIn(ADMIN);
  const h = { ...SAME_SITE, ...bearer(admin.accessToken) };
  for (const url of [
    '/api/course/preview/%00',
    `/api/course/preview/${'x'.repeat(150)}`,
    '/api/dashboard/learner/not-a-uuid',
    '/api/dashboard/learner/0bf92988-2143-450a-8ad9-fd93be307fa2',
  ]) {
    const r = await server.app.inject({ url, headers: h });
    console.log(url.slice(0, 40), r.statusCode, r.body.slice(0, 200));
  }
  const r = await server.app.inject({
    method: 'POST',
    url: '/api/constants/newRecord/Pathway',
    headers: { ...h, 'content-type': 'application/json' },
    payload: '['.repeat(5000) + ']'.repeat(5000),
  });
  console.log('deep', r.statusCode, r.body.slice(0, 300));
  await server.close();
});

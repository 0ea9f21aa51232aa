import { DEMO, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signIn = async (email: string) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO.password },
  });
  return { authorization: `Bearer ${response.json().accessToken}` };
};

it('reports database and realtime up', async () => {
  const response = await server.app.inject({ url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: 'up', realtime: 'up' });
});

it('answers an unknown /api path with a JSON 404', async () => {
  const response = await server.app.inject({ url: '/api/no/such/thing' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
});

it('keeps error reports, anonymous or signed in, and refuses empty ones', async () => {
  const anonymous = await server.app.inject({
    method: 'POST',
    url: '/api/createErrorLog',
    payload: {
      error: 'TypeError: x is undefined',
      request: { url: '/course/list' },
      response: { status: 500 },
    },
  });
  expect(anonymous.statusCode).toBe(201);
  const signedIn = await server.app.inject({
    method: 'POST',
    url: '/api/createErrorLog',
    headers: await signIn(DEMO.email),
    payload: { error: 'boom' },
  });
  expect(signedIn.statusCode).toBe(201);
  const { rows } = await server.ctx.database.pool.query(
    'SELECT user_id, error FROM error_logs ORDER BY created_at',
  );
  expect(rows.map((r) => r.error)).toEqual(['TypeError: x is undefined', 'boom']);
  expect(rows[0].user_id).toBeNull();
  expect(rows[1].user_id).not.toBeNull();
  expect(
    (await server.app.inject({ method: 'POST', url: '/api/createErrorLog', payload: { error: '' } }))
      .statusCode,
  ).toBe(422);
});

it('gives learners their statistics and refuses other roles with 403', async () => {
  const learner = await server.app.inject({
    url: '/api/user/getStatistics',
    headers: await signIn(DEMO.email),
  });
  expect(learner.json()).toEqual({
    level: 3,
    expValue: 1250,
    coins: 340,
    streakDays: 4,
    freezeChances: 2,
    badges: [],
  });
  const instructor = await server.app.inject({
    url: '/api/user/getStatistics',
    headers: await signIn('instructor@demo.test'),
  });
  expect(instructor.statusCode).toBe(403);
  expect((await server.app.inject({ url: '/api/user/getStatistics' })).statusCode).toBe(401);
});

it('lists plans with EGP fees and features, and the public course catalogue', async () => {
  const plans = (await server.app.inject({ url: '/api/plans' })).json();
  expect(plans.map((p: { name: string }) => p.name)).toEqual(['Basic', 'Pro']);
  expect(plans[1]).toMatchObject({
    feesInEGP: 1499,
    features: expect.arrayContaining([expect.objectContaining({ name: 'askEve', quotaPerDay: 1 })]),
  });
  const courses = (await server.app.inject({ url: '/api/course/list' })).json();
  expect(courses).toHaveLength(4);
  expect(
    courses.find((c: { seoTxt: string }) => c.seoTxt === 'project-management-essentials').additionalFees,
  ).toBe(750);
});

it("lists a learner's own courses with completion, only when signed in", async () => {
  const mine = (
    await server.app.inject({ url: '/api/course/myCourses', headers: await signIn(DEMO.email) })
  ).json();
  expect(mine.map((c: { completion: number }) => c.completion).sort()).toEqual([10, 45]);
  expect((await server.app.inject({ url: '/api/course/myCourses' })).statusCode).toBe(401);
});

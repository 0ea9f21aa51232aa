import { startTestServer, type TestServer } from './harness';

describe('test fixtures (TEST_FIXTURES)', () => {
  let plain: TestServer;
  let fixtures: TestServer;
  beforeAll(async () => {
    [plain, fixtures] = await Promise.all([startTestServer(), startTestServer({ TEST_FIXTURES: 'true' })]);
  });
  afterAll(() => Promise.all([plain.close(), fixtures.close()]));

  const create = (server: TestServer, payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/test-fixtures/accounts', payload });

  it('does not exist on a normal start', async () => {
    expect((await create(plain, {})).statusCode).toBe(404);
  });

  it('creates a learner with coins, a plan and enrolments who can sign in', async () => {
    const created = await create(fixtures, { coins: 120, plan: 'Pro', enrolments: ['algebra-foundations'] });
    expect(created.statusCode).toBe(201);
    const { id, email, password } = created.json();
    const login = await fixtures.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    const [stats] = (
      await fixtures.ctx.database.pool.query('SELECT coins FROM user_stats WHERE user_id = $1', [id])
    ).rows;
    expect(stats.coins).toBe(120);
    const { rows } = await fixtures.ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM course_progress WHERE user_id = $1',
      [id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('creates staff with the role permission level', async () => {
    const { id } = (await create(fixtures, { role: 'Editor' })).json();
    const { rows } = await fixtures.ctx.database.pool.query(
      'SELECT role, permission_level FROM users WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ role: 'Editor', permission_level: 3 });
  });

  it('creates a course of its own that a fresh account can be enrolled in', async () => {
    const made = await fixtures.app.inject({
      method: 'POST',
      url: '/api/test-fixtures/courses',
      payload: {},
    });
    expect(made.statusCode).toBe(201);
    const { seoTxt } = made.json();
    expect((await create(fixtures, { enrolments: [seoTxt] })).statusCode).toBe(201);
    const plainCourse = await plain.app.inject({
      method: 'POST',
      url: '/api/test-fixtures/courses',
      payload: {},
    });
    expect(plainCourse.statusCode).toBe(404);
  });

  it('refuses an unknown course or plan and creates nothing', async () => {
    const before = (await fixtures.ctx.database.pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n;
    expect((await create(fixtures, { enrolments: ['no-such-course'] })).statusCode).toBe(422);
    expect((await create(fixtures, { plan: 'Nope' })).statusCode).toBe(422);
    const after = (await fixtures.ctx.database.pool.query('SELECT count(*)::int AS n FROM users')).rows[0].n;
    expect(after).toBe(before);
  });
});

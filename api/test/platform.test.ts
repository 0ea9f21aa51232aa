import {
  catalogueCourseSchema,
  enrolledCourseSchema,
  PLAN_FEATURE_NAMES,
  planSchema,
  userSchema,
} from '@elearn/contracts';
import { z } from 'zod';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/seed-demo';
import { featureTextLanguages } from '../src/modules/plans/plan-feature-texts';
import { apiOf, bearer, INSTRUCTOR } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

describe('GET /api/health', () => {
  it('reports database and realtime up', async () => {
    const response = await api.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', realtime: 'up' });
  });
});

it('answers an unknown /api path with a JSON 404 NOT_FOUND', async () => {
  // The last one exists, but only for POST.
  for (const url of ['/api/no/such/thing', '/api', '/api/auth/login?x=1']) {
    const response = await api.get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  }
});

describe('user', () => {
  it('GET /api/user/me answers the signed-in user', async () => {
    const { accessToken } = await api.signIn();
    const response = await api.me(accessToken);
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json().user)).toMatchObject({
      email: 'learner@demo.test',
      role: 'Learner',
    });
  });

  it('GET /api/user/getStatistics answers learners, 403 for other roles, 401 for guests', async () => {
    const learner = await api.get('/api/user/getStatistics', bearer((await api.signIn()).accessToken));
    expect(learner.json()).toMatchObject({
      level: 5,
      expValue: 1250,
      coins: 340,
      streakDays: 5,
      freezeChances: 1,
    });
    expect(learner.json().badges.map((b: { type: string }) => b.type)).toEqual([
      'first-activity',
      'first-lesson',
      'streak-3',
      'level-5',
    ]);
    const instructor = await api.get(
      '/api/user/getStatistics',
      bearer((await api.signIn(INSTRUCTOR)).accessToken),
    );
    expect(instructor.statusCode).toBe(403);
    expect(instructor.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await api.get('/api/user/getStatistics')).statusCode).toBe(401);
  });

  it('gives every demo role its permission level', async () => {
    const levels: Record<string, number> = {};
    for (const who of ['learner', 'instructor', 'editor', 'admin']) {
      const { accessToken } = await api.signIn({ email: `${who}@demo.test`, password: 'Demo1234' });
      const { user } = (await api.me(accessToken)).json();
      levels[user.role] = user.permissionLevel;
    }
    expect(levels).toEqual({ Learner: 1, Instructor: 2, Editor: 3, Admin: 4 });
  });
});

describe('catalogue', () => {
  it('GET /api/plans lists Basic and Pro with EGP fees and features, for guests', async () => {
    const plans = z.array(planSchema).parse((await api.get('/api/plans')).json());
    expect(plans.map((p) => p.name)).toEqual(['Basic', 'Pro']);
    expect(plans[0]!.features.map((f) => f.name)).toEqual(['courses', 'assessments']);
    expect(plans[1]).toMatchObject({
      feesPiastres: 1499_00,
      features: expect.arrayContaining([expect.objectContaining({ name: 'askEve', quotaPerDay: 1 })]),
    });
  });

  it("GET /api/plans names every catalogue feature in the reader's language (Accept-Language)", async () => {
    const inLang = async (lang: string) => {
      const answer = await api.get('/api/plans', { 'accept-language': lang });
      expect(answer.headers.vary).toContain('Accept-Language');
      return z.array(planSchema).parse(answer.json());
    };
    const english = await inLang('en');
    for (const lang of ['ar', 'fr', 'de']) {
      const plans = await inLang(lang);
      for (const feature of plans[1]!.features) {
        const original = english[1]!.features.find((f) => f.name === feature.name)!;
        expect([lang, feature.name, feature.displayName === original.displayName]).toEqual([
          lang,
          feature.name,
          false,
        ]);
        expect(feature.description).not.toBe(original.description);
        expect(feature.quotaPerDay).toBe(original.quotaPerDay);
      }
    }
    expect((await inLang('ar'))[1]!.features.map((f) => f.displayName)).toContain('الشهادات');
    // Every feature an admin may pick has its texts in every language.
    for (const texts of Object.values(featureTextLanguages)) {
      expect(Object.keys(texts).sort()).toEqual([...PLAN_FEATURE_NAMES].sort());
    }
  });

  it('GET /api/course/list shows the public catalogue with its paid courses', async () => {
    const courses = z.array(catalogueCourseSchema).parse((await api.get('/api/course/list')).json());
    expect(courses).toHaveLength(8);
    expect(new Set(courses.map((c) => c.type))).toEqual(new Set(['academic', 'professional']));
    const paid = courses
      .filter((c) => c.additionalFeesPiastres !== null)
      .map((c) => [c.seoTxt, c.additionalFeesPiastres]);
    expect(paid.sort()).toEqual([
      ['chemistry-atoms-and-periodic-table', 300_00],
      ['introduction-to-python-programming', 950_00],
      ['project-management-essentials', 750_00],
    ]);
  });

  it('GET /api/course/myCourses lists the enrolled courses with completion, for signed-in users only', async () => {
    const mine = z
      .array(enrolledCourseSchema)
      .parse((await api.get('/api/course/myCourses', bearer((await api.signIn()).accessToken))).json());
    expect(mine.map((c) => [c.seoTxt, c.completion]).sort()).toEqual([
      ['algebra-foundations', 60],
      ['project-management-essentials', 10],
    ]);
    expect((await api.get('/api/course/myCourses')).statusCode).toBe(401);
  });
});

describe('POST /api/createErrorLog', () => {
  const errorLogs = async () =>
    (
      await server.ctx.database.pool.query(
        'SELECT user_id, error, request, user_agent FROM error_logs ORDER BY created_at',
      )
    ).rows;

  it('keeps reports from guests and signed-in users, with who sent them', async () => {
    const anonymous = await api.post(
      '/api/createErrorLog',
      { error: 'TypeError: x is undefined', request: { url: '/course/list' }, response: { status: 500 } },
      { 'user-agent': 'jest' },
    );
    expect(anonymous.statusCode).toBe(201);
    expect(anonymous.json()).toEqual({ id: expect.any(String) });
    const { accessToken, userId } = await api.signIn();
    expect((await api.post('/api/createErrorLog', { error: 'boom' }, bearer(accessToken))).statusCode).toBe(
      201,
    );
    const rows = await errorLogs();
    expect(rows.slice(-2)).toEqual([
      {
        user_id: null,
        error: 'TypeError: x is undefined',
        request: { url: '/course/list' },
        user_agent: 'jest',
      },
      { user_id: userId, error: 'boom', request: null, user_agent: expect.any(String) },
    ]);
  });

  it('refuses an empty report with 422, cuts an over-long one, and refuses a huge body with 413', async () => {
    const empty = await api.post('/api/createErrorLog', { error: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ error: 'validation.required' });
    expect((await api.post('/api/createErrorLog', { error: `${'e'.repeat(4000)}…` })).statusCode).toBe(201);
    expect((await errorLogs()).at(-1)!.error).toHaveLength(4000);
    const huge = await api.post('/api/createErrorLog', { error: 'x', request: 'r'.repeat(100_000) });
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });
});

describe('database setup', () => {
  it('applies no migration twice and seeds the demo data once', async () => {
    expect(await migrate(server.ctx.database.pool)).toBe(0);
    expect(await seedDemo(server.ctx)).toBe(false);
    const { rows } = await server.ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM users WHERE email LIKE $1',
      ['%@demo.test'],
    );
    expect(rows[0].n).toBe(4);
  });
});

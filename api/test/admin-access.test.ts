import { ADMIN, apiOf, bearer, DEMO_PASSWORD, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

// Every admin call refused to learners and instructors with nothing changed; the role rules among staff.

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let admin: SignedIn;
let editor: SignedIn;
let learner: SignedIn;
let instructor: SignedIn;
let categoryId: string;
let courseId: string;
let instructorId: string;

const EDITOR = { email: 'editor@demo.test', password: DEMO_PASSWORD };
const sql = <T extends object = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.ctx.database.pool.query<T>(text, values).then((r) => r.rows);
const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), payload });

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  [admin, editor, learner, instructor] = await Promise.all([
    api.signIn(ADMIN),
    api.signIn(EDITOR),
    api.signIn(LEARNER),
    api.signIn(INSTRUCTOR),
  ]);
  categoryId = (await sql<{ id: string }>('SELECT id FROM store_categories ORDER BY position LIMIT 1'))[0]!
    .id;
  courseId = (await sql<{ id: string }>("SELECT id FROM courses WHERE seo_txt = 'algebra-foundations'"))[0]!
    .id;
  instructorId = instructor.userId;
});
afterAll(() => server.close());

const PLAN = {
  name: 'Refused plan',
  defaultDurationInMonth: 1,
  feesInEGP: 0,
  features: [{ name: 'courses' }],
};
const USER = {
  firstName: 'Refused',
  lastName: 'Person',
  email: 'refused.person@example.test',
  role: 'Admin',
  coursesIds: [],
  password: 'secret123',
  confirmPassword: 'secret123',
};
const REWARD = { name: 'Refused reward', rank: 7, year: 2031, description: '', image: null };
const ITEM = () => ({
  name: 'Refused item',
  description: '',
  price: 5,
  available: 1,
  image: null,
  categoryId,
});
const CATEGORY = { name: 'Refused shelf', description: '' };
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every admin call of the API, with a valid body where it takes one. */
const CALLS = (): [string, 'GET' | 'POST' | 'PUT', string, object?][] => [
  ['list plans', 'GET', '/admin/plans'],
  ['create a plan', 'POST', '/admin/plans', PLAN],
  ['update a plan', 'PUT', `/admin/plans/${SOME_ID}`, PLAN],
  ['list users', 'GET', '/admin/users'],
  ['create a user', 'POST', '/admin/users', USER],
  ['update a user', 'PUT', `/admin/users/${instructorId}`, { ...USER, role: 'Instructor' }],
  ['list rank rewards', 'GET', '/admin/rank-rewards'],
  ['create a rank reward', 'POST', '/admin/rank-rewards', REWARD],
  ['update a rank reward', 'PUT', `/admin/rank-rewards/${SOME_ID}`, REWARD],
  ['list store categories', 'GET', '/admin/store-categories'],
  ['create a store category', 'POST', '/admin/store-categories', CATEGORY],
  ['update a store category', 'PUT', `/admin/store-categories/${categoryId}`, CATEGORY],
  ['list store items', 'GET', '/admin/store-items'],
  ['create a store item', 'POST', '/admin/store-items', ITEM()],
  ['update a store item', 'PUT', `/admin/store-items/${SOME_ID}`, ITEM()],
  ['upload an image', 'POST', '/admin/images', {}],
  ['list course and instructor options', 'GET', '/course/getCoursesInstructorsOptions'],
  ['list an instructor’s courses', 'GET', `/user/getInstructorCourses/${instructorId}`],
  [
    'assign courses',
    'POST',
    '/course/assignCoursesToInstructors',
    { courses: [courseId], instructors: [instructorId] },
  ],
  ['read the audit log', 'GET', '/admin/audit'],
  ['list competitions', 'GET', '/admin/competitions'],
];

/** Everything an admin call could change. */
const snapshot = () =>
  sql(`SELECT (SELECT count(*) FROM plans) AS plans, (SELECT count(*) FROM users) AS users,
              (SELECT count(*) FROM rank_rewards) AS rewards, (SELECT count(*) FROM store_items) AS items,
              (SELECT string_agg(name, ',' ORDER BY id) FROM store_categories) AS categories,
              (SELECT count(*) FROM course_instructors) AS teaching,
              (SELECT string_agg(first_name || role, ',' ORDER BY id) FROM users) AS people,
              (SELECT count(*) FROM audit_log) AS audit`);

describe.each([
  ['a learner', () => learner],
  ['an instructor', () => instructor],
])('as %s', (_, who) => {
  it.each(CALLS().map((c) => [c[0], c]))('refuses to %s with 403 and changes nothing', async (_name, c) => {
    const [, method, url, body] = c as ReturnType<typeof CALLS>[number];
    const before = await snapshot();
    const response = await call(who(), method, url, body);
    expect(response.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

it('refuses every admin call to a signed-out visitor with 401', async () => {
  for (const [, method, url, payload] of CALLS()) {
    const response = await server.app.inject({ method, url: `/api${url}`, payload });
    expect(response.statusCode).toBe(401);
  }
});

describe('among staff', () => {
  it('lets an editor create an instructor but not an admin, and writes no entry for the refusal', async () => {
    const before = await snapshot();
    const refused = await call(editor, 'POST', '/admin/users', {
      ...USER,
      email: 'would.be.admin@example.test',
    });
    expect(refused.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
    const made = await call(editor, 'POST', '/admin/users', {
      ...USER,
      role: 'Instructor',
      email: 'editor.made@example.test',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ role: 'Instructor', permissionLevel: 2 });
  });

  it('lets an editor neither change an admin nor promote anyone to admin', async () => {
    const target = (
      await call(admin, 'POST', '/admin/users', { ...USER, role: 'Editor', email: 'ed2@example.test' })
    ).json<{
      id: string;
    }>();
    const promote = await call(editor, 'PUT', `/admin/users/${target.id}`, { ...USER, role: 'Admin' });
    expect(promote.statusCode).toBe(403);
    const adminRow = await call(editor, 'PUT', `/admin/users/${admin.userId}`, {
      ...USER,
      email: 'admin@demo.test',
      role: 'Editor',
    });
    expect(adminRow.statusCode).toBe(403);
    expect((await sql("SELECT role FROM users WHERE email = 'admin@demo.test'"))[0]).toEqual({
      role: 'Admin',
    });
  });

  it('keeps the audit log for admins: an editor may not read it', async () => {
    expect((await call(editor, 'GET', '/admin/audit')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/admin/audit')).statusCode).toBe(200);
  });
});

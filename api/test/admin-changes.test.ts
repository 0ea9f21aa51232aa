import { type AdminPlan, type AuditEntry, type Page, storeListSchema } from '@elearn/contracts';
import { ADMIN, apiOf, bearer, DEMO_PASSWORD, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

// What the admin calls change, the audit entry each writes, and what learners and instructors then see.

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let admin: SignedIn;
let categoryId: string;

const sql = <T extends object = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.ctx.database.pool.query<T>(text, values).then((r) => r.rows);
const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), payload });
const auditOf = async (query: string) =>
  (await call(admin, 'GET', `/admin/audit?${query}`)).json<Page<AuditEntry>>();

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  admin = await api.signIn(ADMIN);
  categoryId = (await sql<{ id: string }>('SELECT id FROM store_categories ORDER BY position LIMIT 1'))[0]!
    .id;
});
afterAll(() => server.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
function upload(filename: string, data: Buffer) {
  const boundary = 'elearn-admin-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...bearer(admin.accessToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('plans', () => {
  it('creates a plan with catalogue features, writes the audit entry, and lists it on /plans', async () => {
    const created = await call(admin, 'POST', '/admin/plans', {
      name: 'Audit plan',
      defaultDurationInMonth: 3,
      feesInEGP: 250,
      features: [{ name: 'askEve', quotaPerDay: 4 }, { name: 'assessments' }],
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json<AdminPlan>();
    expect(plan.features).toEqual([
      { name: 'askEve', displayName: 'Ask Eve', description: 'Chat with Eve, the AI tutor.', quotaPerDay: 4 },
      {
        name: 'assessments',
        displayName: 'Lesson assessments',
        description: 'One assessment per lesson to check what you learned.',
        maxPerItem: 1,
        itemType: 'lesson',
      },
    ]);
    const publicPlans = (await api.get('/api/plans')).json<{ name: string; feesPiastres: number }[]>();
    expect(publicPlans.find((p) => p.name === 'Audit plan')?.feesPiastres).toBe(25_000);

    const log = await auditOf('entity=plan&action=create');
    const entry = log.items.find((e) => e.entityId === plan.id)!;
    expect(entry).toMatchObject({ action: 'create', entity: 'plan', before: null, after: plan });
    expect(entry.actor).toMatchObject({ id: admin.userId, email: 'admin@demo.test' });

    const updated = await call(admin, 'PUT', `/admin/plans/${plan.id}`, {
      name: 'Audit plan',
      defaultDurationInMonth: 6,
      feesInEGP: 250,
      features: [{ name: 'courses' }],
    });
    expect(updated.statusCode).toBe(200);
    const change = (await auditOf('entity=plan&action=update')).items.find((e) => e.entityId === plan.id)!;
    expect(change.before).toEqual(plan);
    expect(change.after).toMatchObject({ defaultDurationInMonth: 6, features: [{ name: 'courses' }] });
  });

  it('keeps a plan’s picture from the storage and shows it on /plans; another address is refused', async () => {
    const image = (await upload('plan.png', PNG)).json<{ url: string }>().url;
    const body = { name: 'Picture plan', defaultDurationInMonth: 1, feesInEGP: 10, features: [], image };
    const created = await call(admin, 'POST', '/admin/plans', body);
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminPlan>().image).toBe(image);
    const publicPlans = (await api.get('/api/plans')).json<{ name: string; image: string | null }[]>();
    expect(publicPlans.find((p) => p.name === 'Picture plan')?.image).toBe(image);
    expect((await api.get(image)).statusCode).toBe(200);

    const before = await sql('SELECT image FROM plans WHERE name = $1', ['Picture plan']);
    const refused = await call(admin, 'PUT', `/admin/plans/${created.json<AdminPlan>().id}`, {
      ...body,
      image: 'https://elsewhere.example/x.png',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ image: 'validation.admin.image' });
    expect(await sql('SELECT image FROM plans WHERE name = $1', ['Picture plan'])).toEqual(before);
  });

  it('refuses a feature twice, a bad duration and bad fees with the spec’s messages, changing nothing', async () => {
    const before = await sql('SELECT count(*) FROM plans');
    const audit = await sql('SELECT count(*) FROM audit_log');
    const response = await call(admin, 'POST', '/admin/plans', {
      name: 'ab',
      defaultDurationInMonth: 0,
      feesInEGP: -1,
      features: [{ name: 'courses' }, { name: 'courses' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: 'validation.min3',
      defaultDurationInMonth: 'validation.admin.greaterThan0',
      feesInEGP: 'validation.admin.atLeast0',
      'features.1.name': 'validation.admin.featureUsed',
    });
    expect(await sql('SELECT count(*) FROM plans')).toEqual(before);
    expect(await sql('SELECT count(*) FROM audit_log')).toEqual(audit);
  });

  it('answers a taken name with 409 on the name field', async () => {
    const body = { name: 'Basic', defaultDurationInMonth: 1, feesInEGP: 1, features: [] };
    const response = await call(admin, 'POST', '/admin/plans', body);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ name: 'validation.admin.nameTaken' });
  });

  it('searches, sorts and pages', async () => {
    const page = (await call(admin, 'GET', '/admin/plans?sort=fees&order=desc&limit=1&skip=0')).json<
      Page<AdminPlan>
    >();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const all = (await call(admin, 'GET', '/admin/plans?sort=fees&order=desc&limit=50')).json<
      Page<AdminPlan>
    >();
    expect(all.items.map((p) => p.feesInEGP)).toEqual(
      [...all.items.map((p) => p.feesInEGP)].sort((a, b) => b - a),
    );
    const found = (await call(admin, 'GET', '/admin/plans?search=pro')).json<Page<AdminPlan>>();
    expect(found.items.map((p) => p.name)).toEqual(['Pro']);
    expect((await call(admin, 'GET', '/admin/plans?sort=password')).statusCode).toBe(422);
  });
});

describe('users', () => {
  it('creates an instructor teaching a course, who can then sign in and teaches it', async () => {
    const [course] = await sql<{ id: string }>(
      "SELECT id FROM courses WHERE seo_txt = 'physics-motion-and-forces'",
    );
    const response = await call(admin, 'POST', '/admin/users', {
      firstName: 'Nadia',
      lastName: 'Farouk',
      email: 'Nadia.Farouk@Example.test',
      role: 'Instructor',
      coursesIds: [course!.id],
      password: 'teach1234',
      confirmPassword: 'teach1234',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: 'nadia.farouk@example.test', coursesIds: [course!.id] });
    const nadia = await api.signIn({ email: 'nadia.farouk@example.test', password: 'teach1234' });
    const role = await call(nadia, 'GET', `/course/myRole/${course!.id}`);
    expect(role.json()).toEqual({ courseRole: 'instructor' });
    const entry = (await auditOf('entity=user')).items.find((e) => e.entityId === nadia.userId)!;
    expect(JSON.stringify(entry.after)).not.toMatch(/password|hash/i);
  });

  it('gives the password one message and checks the confirmation and the email', async () => {
    const response = await call(admin, 'POST', '/admin/users', {
      firstName: 'Sam',
      lastName: 'Li',
      email: 'not-an-email',
      role: 'Editor',
      coursesIds: [],
      password: 'short',
      confirmPassword: 'other',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      lastName: 'validation.min3',
      email: 'validation.email',
      password: 'validation.password',
      confirmPassword: 'validation.confirmMatch',
    });
  });

  it('answers a taken email with 409', async () => {
    const response = await call(admin, 'POST', '/admin/users', {
      firstName: 'Again',
      lastName: 'Learner',
      email: LEARNER.email,
      role: 'Editor',
      coursesIds: [],
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ email: 'validation.emailTaken' });
  });
});

describe('rank rewards, store and images', () => {
  it('stores an uploaded image, serves it, and shows a new store item with it in a learner’s coins store', async () => {
    const uploaded = await upload('prize.png', PNG);
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    const served = await server.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');

    const item = await call(admin, 'POST', '/admin/store-items', {
      name: 'Golden pen',
      description: '',
      price: 3,
      available: 2,
      image: url,
      categoryId,
    });
    expect(item.statusCode).toBe(201);
    const learner = await api.signIn(LEARNER);
    const store = storeListSchema.parse(
      (await call(learner, 'GET', '/coins-store/listAvailableItems')).json(),
    );
    const shown = store.categories.flatMap((c) => c.items).find((i) => i.name === 'Golden pen');
    expect(shown).toMatchObject({ image: url, price: 3, available: 2 });
  });

  it('refuses a page renamed .png, and an image address the storage did not give', async () => {
    const refused = await upload('page.png', Buffer.from('<!doctype html><p>hi</p>'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ image: 'validation.admin.image' });
    const foreign = await call(admin, 'POST', '/admin/rank-rewards', {
      name: 'Foreign picture',
      rank: 1,
      year: 2040,
      description: '',
      image: 'https://elsewhere.test/x.png',
    });
    expect(foreign.json().errors).toEqual({ image: 'validation.admin.image' });
  });

  it('checks a rank reward’s year, rank and description, and a store item’s numbers and category', async () => {
    const reward = await call(admin, 'POST', '/admin/rank-rewards', {
      name: 'Cup',
      rank: 0,
      year: 1899,
      description: 'too short',
      image: null,
    });
    expect(reward.json().errors).toEqual({
      rank: 'validation.admin.greaterThan0',
      year: 'validation.admin.year',
      description: 'validation.admin.min20',
    });
    const item = await call(admin, 'POST', '/admin/store-items', {
      name: 'Pen',
      description: '',
      price: 0,
      available: -1,
      image: null,
      categoryId: '',
    });
    expect(item.json().errors).toEqual({
      price: 'validation.admin.greaterThan0',
      available: 'validation.admin.nonNegative',
      categoryId: 'validation.required',
    });
  });

  it('creates and updates a rank reward, shown in the ranking dialog’s reward, with both audit entries', async () => {
    const created = await call(admin, 'POST', '/admin/rank-rewards', {
      name: 'Champion cup',
      rank: 1,
      year: 2044,
      description: 'A silver cup for the best learner of the year.',
      image: null,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const again = await call(admin, 'POST', '/admin/rank-rewards', {
      name: 'Other cup',
      rank: 1,
      year: 2044,
      description: '',
      image: null,
    });
    expect(again.statusCode).toBe(409);
    await call(admin, 'PUT', `/admin/rank-rewards/${id}`, {
      name: 'Champion trophy',
      rank: 1,
      year: 2044,
      description: 'A silver cup for the best learner of the year.',
      image: null,
    });
    const detail = await call(await api.signIn(LEARNER), 'GET', `/exp/rankReward/${id}`);
    expect(detail.json()).toMatchObject({ reward: { name: 'Champion trophy' } });
    const entries = (await auditOf('entity=rankReward')).items.filter((e) => e.entityId === id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
  });
});

describe('assign courses to instructors', () => {
  it('requires both lists with the spec’s messages', async () => {
    const response = await call(admin, 'POST', '/course/assignCoursesToInstructors', {
      courses: [],
      instructors: [],
    });
    expect(response.json().errors).toEqual({
      courses: 'validation.admin.coursesRequired',
      instructors: 'validation.admin.instructorsRequired',
    });
  });

  it('assigns a course to an instructor, who then teaches it, and logs it', async () => {
    const instructor = await api.signIn(INSTRUCTOR);
    const options = (await call(admin, 'GET', '/course/getCoursesInstructorsOptions')).json<{
      courses: { _id: string; title: string }[];
      instructors: { _id: string; email: string }[];
    }>();
    expect(options.instructors.map((i) => i.email)).toContain(INSTRUCTOR.email);
    const taught = (await call(admin, 'GET', `/user/getInstructorCourses/${instructor.userId}`)).json<
      { _id: string }[]
    >();
    const course = options.courses.find((c) => !taught.some((t) => t._id === c._id))!;
    const response = await call(admin, 'POST', '/course/assignCoursesToInstructors', {
      courses: [course._id],
      instructors: [instructor.userId],
    });
    expect(response.json()).toEqual({ assigned: 1 });
    const now = (await call(admin, 'GET', `/user/getInstructorCourses/${instructor.userId}`)).json<
      { _id: string }[]
    >();
    expect(now.map((c) => c._id)).toContain(course._id);
    expect((await call(instructor, 'GET', `/course/myRole/${course._id}`)).json()).toEqual({
      courseRole: 'instructor',
    });
    const entry = (await auditOf('entity=courseInstructors&action=assign')).items[0]!;
    expect(entry.after).toMatchObject({
      courses: [course._id],
      instructors: [instructor.userId],
      assigned: 1,
    });
  });
});

describe('the audit log', () => {
  it('filters by actor and time, and pages newest first', async () => {
    const all = await auditOf(`actorId=${admin.userId}&limit=50`);
    expect(all.items.length).toBeGreaterThan(3);
    const times = all.items.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await auditOf(`from=${encodeURIComponent('2999-01-01T00:00:00Z')}`)).total).toBe(0);
    expect((await call(admin, 'GET', '/admin/audit?entity=password')).statusCode).toBe(422);
  });
});

import { requireCourseRole, requireRole } from '../src/modules/auth/access';
import { apiOf, bearer, DEMO_PASSWORD, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
const as: Record<'learner' | 'instructor' | 'editor' | 'admin', SignedIn> = {} as never;

// Routes that only answer who got through, so each pre-handler is tested on its own.
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  const { app, ctx } = server;
  const echo = async (request: { user: unknown; course: unknown }) => ({
    user: request.user !== null,
    course: request.course,
  });
  app.get('/test/learners', { preHandler: requireRole(ctx, 'learner') }, echo);
  app.get('/test/staff', { preHandler: requireRole(ctx, 'staff') }, echo);
  app.get('/test/course/:id', { preHandler: requireCourseRole(ctx, 'id') }, echo);
  app.get('/test/teaching/:id', { preHandler: requireCourseRole(ctx, 'id', ['instructor']) }, echo);
  as.learner = await api.signIn(LEARNER);
  as.instructor = await api.signIn(INSTRUCTOR);
  as.editor = await api.signIn({ email: 'editor@demo.test', password: DEMO_PASSWORD });
  as.admin = await api.signIn({ email: 'admin@demo.test', password: DEMO_PASSWORD });
});
afterAll(() => server.close());

const status = async (url: string, who?: SignedIn) =>
  (await api.get(url, who ? bearer(who.accessToken) : {})).statusCode;

describe('requireRole', () => {
  it('lets learners only into a learner call', async () => {
    expect(await status('/test/learners', as.learner)).toBe(200);
    for (const who of [as.instructor, as.editor, as.admin])
      expect(await status('/test/learners', who)).toBe(403);
  });

  it('lets editors and admins into a staff call, not learners or instructors', async () => {
    for (const who of [as.editor, as.admin]) expect(await status('/test/staff', who)).toBe(200);
    for (const who of [as.learner, as.instructor]) expect(await status('/test/staff', who)).toBe(403);
  });

  it('answers 401 when signed out or with a token that is not one', async () => {
    expect(await status('/test/learners')).toBe(401);
    expect(await status('/test/staff')).toBe(401);
    expect((await api.get('/test/staff', bearer('not-a-token'))).statusCode).toBe(401);
  });

  it('answers 403 with the FORBIDDEN code the browser handles', async () => {
    const response = await api.get('/test/staff', bearer(as.learner.accessToken));
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('requireCourseRole', () => {
  const courseId = async (seoTxt: string) =>
    (
      await server.ctx.database.pool.query<{ id: string }>('SELECT id FROM courses WHERE seo_txt = $1', [
        seoTxt,
      ])
    ).rows[0]!.id;

  it('lets a course’s enrolled learners and instructors in, by seoTxt or id, with their course role', async () => {
    const byLearner = await api.get('/test/course/algebra-foundations', bearer(as.learner.accessToken));
    expect(byLearner.statusCode).toBe(200);
    expect(byLearner.json().course).toMatchObject({ seoTxt: 'algebra-foundations', role: 'learner' });
    const id = await courseId('algebra-foundations');
    const byInstructor = await api.get(`/test/course/${id}`, bearer(as.instructor.accessToken));
    expect(byInstructor.json().course).toEqual({ id, seoTxt: 'algebra-foundations', role: 'instructor' });
  });

  it('refuses users with no role in the course (403), but not staff', async () => {
    expect(await status('/test/course/physics-motion-and-forces', as.learner)).toBe(403);
    expect(await status('/test/course/physics-motion-and-forces', as.instructor)).toBe(403);
    const byEditor = await api.get('/test/course/physics-motion-and-forces', bearer(as.editor.accessToken));
    expect(byEditor.statusCode).toBe(200);
    expect(byEditor.json().course.role).toBeNull();
  });

  it('lets in only the course roles a call allows', async () => {
    expect(await status('/test/teaching/algebra-foundations', as.instructor)).toBe(200);
    expect(await status('/test/teaching/algebra-foundations', as.learner)).toBe(403);
    expect(await status('/test/teaching/algebra-foundations', as.admin)).toBe(200);
  });

  it('answers 404 for an unknown course, malformed ids included, and 401 when signed out', async () => {
    expect(await status('/test/course/no-such-course', as.editor)).toBe(404);
    expect(await status('/test/course/00000000-0000-4000-8000-000000000000', as.editor)).toBe(404);
    expect(await status(`/test/course/${encodeURIComponent("x' OR 1=1 --")}`, as.editor)).toBe(404);
    expect(await status('/test/course/algebra-foundations')).toBe(401);
  });
});

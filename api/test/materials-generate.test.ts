import type { CourseMaterials } from '@elearn/contracts';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

const COURSE = 'algebra-foundations';
let server: TestServer;
let api: ReturnType<typeof apiOf>;
let instructor: SignedIn;
let learner: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  instructor = await api.signIn(INSTRUCTOR);
  learner = await api.signIn(LEARNER);
});
afterAll(() => server.close());

const regenerate = (who: SignedIn, courseId: unknown) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/course/createCourse/generateMaterials',
    headers: bearer(who.accessToken),
    payload: { courseId },
  });
const folderCount = async () =>
  (await server.ctx.database.pool.query('SELECT count(*)::int AS n FROM material_folders')).rows[0]
    .n as number;

describe('PUT /course/createCourse/generateMaterials', () => {
  it('makes one folder per module and one html resource per lesson, replacing the previous run', async () => {
    const { rows } = await server.ctx.database.pool.query(
      `SELECT d.modules FROM course_details d JOIN courses c ON c.id = d.course_id WHERE c.seo_txt = $1`,
      [COURSE],
    );
    const modules = rows[0].modules as { number: number; name: string; lessons: { name: string }[] }[];
    const first = await regenerate(instructor, COURSE);
    expect(first.statusCode).toBe(200);
    const generated = first.json<CourseMaterials>().materials.filter((f) => f.group_id === 'generated');
    expect(generated.map((f) => f.name)).toEqual(
      [...modules].sort((a, b) => a.number - b.number).map((m) => `${m.number}. ${m.name}`),
    );
    const lesson = generated[0]!.childrenfiles[0]!;
    expect(lesson.type).toBe('html');
    expect(lesson.content).toContain('<h2>');
    expect(lesson.content).not.toMatch(/<script/i);

    const again = (await regenerate(instructor, COURSE)).json<CourseMaterials>();
    const now = again.materials.filter((f) => f.group_id === 'generated');
    expect(now).toHaveLength(generated.length);
    expect(now.map((f) => f.id)).not.toContain(generated[0]!.id);
  });

  it('refuses a learner and changes nothing', async () => {
    const before = await folderCount();
    const response = await regenerate(learner, COURSE);
    expect(response.statusCode).toBe(403);
    expect(await folderCount()).toBe(before);
  });

  it('answers 422 to a missing course id and 404 to an unknown course', async () => {
    expect((await regenerate(instructor, undefined)).statusCode).toBe(422);
    expect((await regenerate(instructor, 'no-such-course')).statusCode).toBe(404);
  });
});

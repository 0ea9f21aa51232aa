import { CALCULATOR_KEYS } from '@elearn/contracts';
import { ADMIN, apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let learner: SignedIn;
let instructor: SignedIn;
let admin: SignedIn;
let algebra: string;
let other: string;

const call = (method: 'GET' | 'PUT', url: string, who: SignedIn | null, payload?: object) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(who.accessToken) : {},
    payload,
  });
const keys = async (courseId: string, who: SignedIn, during = 'study') =>
  (await call('GET', `/calculator/keys/${courseId}?during=${during}`, who)).json<{ keys: string[] }>().keys;

beforeAll(async () => {
  server = await startTestServer();
  const api = apiOf(server);
  [learner, instructor, admin] = await Promise.all([
    api.signIn(LEARNER),
    api.signIn(INSTRUCTOR),
    api.signIn(ADMIN),
  ]);
  const { rows } = await server.ctx.database.pool.query<{ id: string; seo_txt: string; teaches: boolean }>(
    `SELECT c.id, c.seo_txt,
       EXISTS (SELECT 1 FROM course_instructors i WHERE i.course_id = c.id AND i.user_id = $1) AS teaches
     FROM courses c ORDER BY c.seo_txt`,
    [instructor.userId],
  );
  algebra = rows.find((r) => r.seo_txt === 'algebra-foundations')!.id;
  other = rows.find((r) => !r.teaches)!.id;
});
afterAll(() => server.close());

describe('calcperm', () => {
  it('permits every key where the course has no setting', async () => {
    expect(await keys(algebra, learner)).toEqual([...CALCULATOR_KEYS]);
  });

  it('lets the course’s instructor narrow the keys, separately for tests, in the pad’s order', async () => {
    const saved = await call('PUT', `/calculator/settings/${algebra}`, instructor, {
      keys: ['log', 'sin', 'sin', 'pi'],
      assessmentKeys: [],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ keys: ['sin', 'pi', 'log'], assessmentKeys: [] });
    expect(await keys(algebra, learner)).toEqual(['sin', 'pi', 'log']);
    expect(await keys(algebra, learner, 'assessment')).toEqual([]);
    // Without a list of its own, a test page follows the course's.
    await call('PUT', `/calculator/settings/${algebra}`, admin, { keys: ['e'], assessmentKeys: null });
    expect(await keys(algebra, learner, 'assessment')).toEqual(['e']);
    await call('PUT', `/calculator/settings/${algebra}`, admin, { keys: null, assessmentKeys: null });
    expect(await keys(algebra, learner)).toEqual([...CALCULATOR_KEYS]);
  });

  it('refuses learners, instructors of other courses, strangers and unknown keys, changing nothing', async () => {
    const body = { keys: [], assessmentKeys: [] };
    expect((await call('PUT', `/calculator/settings/${algebra}`, learner, body)).statusCode).toBe(403);
    expect((await call('PUT', `/calculator/settings/${other}`, instructor, body)).statusCode).toBe(403);
    expect((await call('PUT', `/calculator/settings/${algebra}`, null, body)).statusCode).toBe(401);
    const bad = await call('PUT', `/calculator/settings/${algebra}`, instructor, {
      keys: ['eval'],
      assessmentKeys: null,
    });
    expect(bad.statusCode).toBe(422);
    expect((await call('GET', `/calculator/keys/${algebra}?during=exam`, learner)).statusCode).toBe(422);
    const stranger = await apiOf(server).signUp();
    expect((await call('GET', `/calculator/keys/${algebra}`, stranger)).statusCode).toBe(403);
    expect(await keys(algebra, learner)).toEqual([...CALCULATOR_KEYS]);
  });
});

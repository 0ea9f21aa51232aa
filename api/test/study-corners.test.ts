import { type StudyCornerPage, studyCornerPageSchema } from '@elearn/contracts';
import { apiOf, bearer, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), payload });

/** A new learner on the Pro plan (which has studyCorner); signed in again so the token carries it. */
async function proLearner(): Promise<SignedIn> {
  const user = await api.signUp();
  await server.ctx.database.pool.query(
    `INSERT INTO user_plans (user_id, plan_id, start_date, renew_date)
     SELECT $1, id, now() - interval '1 day', now() + interval '20 days' FROM plans WHERE name = 'Pro'`,
    [user.userId],
  );
  return user;
}

const page = async (who: SignedIn, id: string): Promise<StudyCornerPage> =>
  studyCornerPageSchema.parse((await call('GET', `/study-corners/${id}`, who)).json());

describe('study corners', () => {
  it("the demo learner has a corner with notes (the seed's demo data)", async () => {
    const learner = await api.signIn(LEARNER);
    const list = (await call('GET', '/study-corners', learner)).json() as { id: string; name: string }[];
    const demo = list.find((c) => c.name === 'Algebra revision group');
    expect(demo).toBeDefined();
    expect((await page(learner, demo!.id)).notes).toContain('Chapter 3: linear equations');
  });

  it('needs the studyCorner feature', async () => {
    const plain = await api.signUp();
    const response = await call('GET', '/study-corners', plain);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('LOCKED');
  });

  it("creates, lists and deletes; another user's corner is refused until they are invited", async () => {
    const owner = await proLearner();
    const other = await proLearner();
    expect((await call('POST', '/study-corners', owner, { name: 'ab' })).statusCode).toBe(422);
    const created = await call('POST', '/study-corners', owner, { name: 'Maths crew' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await call('GET', '/study-corners', owner)).json().map((c: { id: string }) => c.id)).toEqual([
      id,
    ]);

    expect((await call('GET', `/study-corners/${id}`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/study-corners/${id}/notes`, other, { notes: 'mine now' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/study-corners/${id}`, other)).statusCode).toBe(404);
    expect((await page(owner, id)).notes).toBe('');

    const { inviteCode } = await page(owner, id);
    expect((await call('POST', `/study-corners/join/${inviteCode}`, other)).json()).toEqual({ id });
    const shared = await page(other, id);
    expect(shared.inviteCode).toBeNull();
    expect(shared.members).toHaveLength(2);

    expect((await call('DELETE', `/study-corners/${id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/study-corners/${id}`, other)).statusCode).toBe(404);
  });

  it('holds one timer and the notes for every member', async () => {
    const owner = await proLearner();
    const guest = await proLearner();
    const { id } = (await call('POST', '/study-corners', owner, { name: 'Focus room' })).json();
    const { inviteCode } = await page(owner, id);
    await call('POST', `/study-corners/join/${inviteCode}`, guest);

    const started = (await call('PUT', `/study-corners/${id}/timer`, owner, { action: 'start' })).json();
    expect(started.startedAt).not.toBeNull();
    // Starting again (the other member's click) keeps the same start: one timer.
    const again = (await call('PUT', `/study-corners/${id}/timer`, guest, { action: 'start' })).json();
    expect(again.startedAt).toBe(started.startedAt);
    expect((await page(guest, id)).timer).toEqual(started);

    await call('PUT', `/study-corners/${id}/notes`, guest, { notes: 'Chapter 3: quadratics' });
    expect((await page(owner, id)).notes).toBe('Chapter 3: quadratics');
  });
});

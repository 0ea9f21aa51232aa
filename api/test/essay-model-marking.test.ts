import type { ExamView } from '@elearn/contracts';
import { apiOf, bearer, type SignedIn } from './api';
import { startFakeModel } from './fake-model';
import { startTestServer, type TestServer } from './harness';

let model: Awaited<ReturnType<typeof startFakeModel>>;
let server: TestServer;
beforeAll(async () => {
  model = await startFakeModel();
  server = await startTestServer({ TEST_FIXTURES: 'true', ...model.env() });
});
afterAll(async () => {
  await server.close();
  await model.close();
});
beforeEach(() => {
  model.replies.length = 0;
  model.requests.length = 0;
});
/** What the model was asked, one string per request. */
const asked = () => model.requests.map((r) => JSON.stringify(r.messages));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), payload });
const sql = async <T>(text: string, params: unknown[] = []) =>
  (await server.ctx.database.pool.query(text, params)).rows as T[];

/** Waits for a condition the background marking brings about (bounded; no fixed sleep). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A learner's submitted lesson test with every objective answer right and one essay. */
async function submittedWithEssay() {
  const made = await server.app.inject({
    method: 'POST',
    url: '/api/test-fixtures/accounts',
    payload: { plan: 'Basic', enrolments: ['algebra-foundations'] },
  });
  const learner = await apiOf(server).signIn(made.json());
  const [lesson] = await sql<{ course: string; lo: string; mod: string; lesson: string }>(
    `SELECT c.id AS course, m->>'learningOutcomeId' AS lo, m->>'id' AS mod, m->'lessons'->0->>'id' AS lesson
     FROM courses c JOIN course_details d ON d.course_id = c.id, jsonb_array_elements(d.modules) WITH ORDINALITY AS x(m, n)
     WHERE c.seo_txt = 'algebra-foundations' AND n = 1`,
  );
  const { hash } = (
    await call(
      'POST',
      `/assessment/lesson/${lesson!.course}/${lesson!.lo}/${lesson!.mod}/${lesson!.lesson}`,
      learner,
    )
  ).json<{ hash: string }>();
  const items = await sql<{ position: number; type: string; correct: number[] }>(
    'SELECT q.position, q.type, q.correct FROM exam_questions q JOIN exams e ON e.id = q.exam_id WHERE e.hash = $1',
    [hash],
  );
  expect(items.filter((q) => q.type === 'essay')).toHaveLength(1);
  for (const q of items)
    await call('PUT', `/assessment/exam/${hash}/answer`, learner, {
      position: q.position,
      answer:
        q.type === 'essay'
          ? { text: 'Subtract 3 from both sides, then divide by 2.' }
          : { choices: q.correct },
      timeSpentSeconds: 10,
    });
  const submitted = (await call('POST', `/assessment/exam/${hash}/submit`, learner)).json<ExamView>();
  expect(submitted.exam.status).toBe('marking');
  return { learner, hash, courseId: lesson!.course };
}

const examOf = async (who: SignedIn, hash: string) =>
  (await call('GET', `/assessment/exam/${hash}`, who)).json<ExamView>();

describe('essays marked by a configured model', () => {
  it('scores the essay, settles the test and tells the learner; the answer reaches the model as data', async () => {
    model.replies.push({ content: JSON.stringify({ score: 80, reason: 'Both steps are right.' }) });
    const { learner, hash } = await submittedWithEssay();
    const exam = await until(
      () => examOf(learner, hash),
      (v) => v.exam.status === 'scored',
    );
    expect(exam.exam.status).toBe('scored');
    if (!exam.submitted) return;
    const essay = exam.exam.questions.find((q) => q.type === 'essay')!;
    expect(exam.exam.review.find((r) => r.position === essay.position)).toMatchObject({
      score: 80,
      passed: true,
    });
    expect(exam.exam.percentageScore).toBeGreaterThan(80);
    expect(asked()).toHaveLength(1);
    expect(asked()[0]).toContain('<answer>Subtract 3 from both sides, then divide by 2.</answer>');
    const [row] = await sql<{ marked_by: string | null }>(
      "SELECT q.marked_by FROM exam_questions q JOIN exams e ON e.id = q.exam_id WHERE e.hash = $1 AND q.type = 'essay'",
      [hash],
    );
    expect(row!.marked_by).toBeNull();
    const notes = await sql<{ template: string }>('SELECT template FROM notifications WHERE user_id = $1', [
      learner.userId,
    ]);
    expect(notes.map((n) => n.template)).toContain('notifications.essayMarked');
  });

  it('leaves the essay in the instructor’s queue when the model fails', async () => {
    model.replies.push({ status: 500 });
    const { learner, hash } = await submittedWithEssay();
    await until(
      async () => model.requests.length,
      (n) => n === 1,
    );
    expect(asked()).toHaveLength(1);
    const exam = await examOf(learner, hash);
    expect(exam.exam.status).toBe('marking');
    const [row] = await sql<{ score: number | null }>(
      "SELECT q.score FROM exam_questions q JOIN exams e ON e.id = q.exam_id WHERE e.hash = $1 AND q.type = 'essay'",
      [hash],
    );
    expect(row!.score).toBeNull();
  });
});

import type { ExamView, Question } from '@elearn/contracts';
import { PLACEMENT_DEFAULTS } from '@elearn/contracts';
import { apiOf, bearer, INSTRUCTOR, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let instructor: SignedIn;
let algebraId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who: SignedIn, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), payload });
const sql = async <T>(text: string, params: unknown[] = []) =>
  (await server.ctx.database.pool.query(text, params)).rows as T[];

/** A fresh account through the test fixtures: a plan and enrolments as asked. */
async function account(plan: string | undefined, enrolments: string[] = ['algebra-foundations']) {
  const made = await server.app.inject({
    method: 'POST',
    url: '/api/test-fixtures/accounts',
    payload: { plan, enrolments },
  });
  expect(made.statusCode).toBe(201);
  return apiOf(server).signIn(made.json());
}

/** The first lesson of the algebra course: outcome, module and lesson ids. */
async function firstLesson() {
  const [row] = await sql<{ lo: string; mod: string; lesson: string }>(
    `SELECT m->>'learningOutcomeId' AS lo, m->>'id' AS mod, m->'lessons'->0->>'id' AS lesson
     FROM course_details d, jsonb_array_elements(d.modules) WITH ORDINALITY AS x(m, n)
     WHERE d.course_id = $1 AND n = 1`,
    [algebraId],
  );
  return row!;
}

const lessonUrl = (l: { lo: string; mod: string; lesson: string }) =>
  `/assessment/lesson/${algebraId}/${l.lo}/${l.mod}/${l.lesson}`;

async function startLesson(who: SignedIn) {
  const response = await call('POST', lessonUrl(await firstLesson()), who);
  expect(response.statusCode).toBe(200);
  return response.json<{ hash: string }>().hash;
}

/** Saves the right answer to every question (read from the database, as the browser never sees it). */
async function answerAll(who: SignedIn, hash: string, right = true) {
  const items = await sql<{ position: number; type: string; correct: number[]; options: string[] }>(
    'SELECT q.position, q.type, q.correct, q.options FROM exam_questions q JOIN exams e ON e.id = q.exam_id WHERE e.hash = $1',
    [hash],
  );
  for (const q of items) {
    const choices = right ? q.correct : q.type === 'tf' ? [1 - q.correct[0]!] : [];
    const answer = q.type === 'essay' ? { text: 'A careful answer.' } : { choices };
    const saved = await call('PUT', `/assessment/exam/${hash}/answer`, who, {
      position: q.position,
      answer,
      timeSpentSeconds: 12,
    });
    expect(saved.statusCode).toBe(200);
  }
  return items.length;
}

beforeAll(async () => {
  server = await startTestServer({ TEST_FIXTURES: 'true' });
  instructor = await apiOf(server).signIn(INSTRUCTOR);
  [{ id: algebraId }] = (await sql<{ id: string }>(
    "SELECT id FROM courses WHERE seo_txt = 'algebra-foundations'",
  )) as [{ id: string }];
});
afterAll(() => server.close());

describe('question bank', () => {
  it('seeds several questions of each kind for every lesson of the demo courses, Arabic for the Arabic course', async () => {
    const lessons = await sql<{ seo: string; lesson: string; n: string; kinds: string }>(`
      SELECT c.seo_txt AS seo, l->>'id' AS lesson, count(q.id) AS n, count(DISTINCT q.type) AS kinds
      FROM courses c JOIN course_details d ON d.course_id = c.id
      CROSS JOIN LATERAL jsonb_array_elements(d.modules) m CROSS JOIN LATERAL jsonb_array_elements(m->'lessons') l
      LEFT JOIN questions q ON q.lesson_id = l->>'id'
      GROUP BY c.seo_txt, l->>'id'`);
    expect(lessons.length).toBeGreaterThanOrEqual(32);
    for (const l of lessons) {
      expect(Number(l.n)).toBeGreaterThanOrEqual(4);
      expect(Number(l.kinds)).toBe(3);
    }
    const arabic = await sql<{ prompt: string }>(
      "SELECT q.prompt FROM questions q JOIN courses c ON c.id = q.course_id WHERE c.seo_txt = 'fractions-and-ratios-ar'",
    );
    expect(arabic.every((q) => /[\u0600-\u06FF]/.test(q.prompt))).toBe(true);
  });

  it('is edited by the course instructors only, with clear validation', async () => {
    const learner = await account('Basic');
    expect((await call('GET', `/course/questions/${algebraId}`, learner)).statusCode).toBe(403);
    const l = await firstLesson();
    const place = { learningOutcomeId: l.lo, moduleId: l.mod, lessonId: l.lesson };
    const bad = await call('POST', `/course/questions/${algebraId}`, instructor, {
      ...place,
      type: 'mcq',
      prompt: 'Solve 2x = 8.',
      options: ['4'],
      correct: [0],
      difficultyLevel: 1,
      cognitiveLevel: 3,
    });
    expect(bad.statusCode).toBe(422);
    const created = await call('POST', `/course/questions/${algebraId}`, instructor, {
      ...place,
      type: 'mcq',
      prompt: 'Solve 2x = 8.',
      options: ['4', '6', '16'],
      correct: [0],
      difficultyLevel: 1,
      cognitiveLevel: 3,
    });
    expect(created.statusCode).toBe(200);
    const question = created.json<Question>();
    const updated = await call('PUT', `/course/questions/${algebraId}/${question.id}`, instructor, {
      ...place,
      type: 'tf',
      prompt: 'x = 4 solves 2x = 8.',
      correct: [1],
      difficultyLevel: 1,
      cognitiveLevel: 2,
    });
    expect(updated.json()).toMatchObject({ type: 'tf', correct: [1] });
    expect((await call('DELETE', `/course/questions/${algebraId}/${question.id}`, learner)).statusCode).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/course/questions/${algebraId}/${question.id}`, instructor)).statusCode,
    ).toBe(200);
  });
});

describe('lesson assessment', () => {
  it('never sends the right answers before submission, scores on the server and feeds mastery and XP', async () => {
    const learner = await account('Basic');
    const hash = await startLesson(learner);
    const running = await call('GET', `/assessment/exam/${hash}`, learner);
    expect(running.statusCode).toBe(200);
    expect(running.body).not.toMatch(/"correct"|"explanation"/);
    const questions = await answerAll(learner, hash);
    const [before] = await sql<{ exp_value: number }>('SELECT exp_value FROM user_stats WHERE user_id = $1', [
      learner.userId,
    ]);
    const submitted = (await call('POST', `/assessment/exam/${hash}/submit`, learner)).json<ExamView>();
    expect(submitted.submitted).toBe(true);
    if (!submitted.submitted) return;
    // The lesson's essay waits for its mark; the objective questions all passed.
    expect(submitted.exam.review.filter((r) => r.passed === true)).toHaveLength(questions - 1);
    expect(submitted.exam.status).toBe('marking');
    const rows = await sql<{ n: string }>(
      'SELECT count(*) AS n FROM learning_performance WHERE exam_id = $1',
      [submitted.exam.id],
    );
    expect(Number(rows[0]!.n)).toBe(questions - 1);
    const [progress] = await sql<{ completion: number }>(
      'SELECT completion FROM course_progress WHERE user_id = $1',
      [learner.userId],
    );
    expect(progress!.completion).toBeGreaterThan(0);

    // The instructor marks the essay: the exam is scored, XP follows, the learner is told.
    const essays = (await call('GET', `/assessment/essays/${algebraId}`, instructor)).json<
      { examId: string; position: number }[]
    >();
    const essay = essays.find((e) => e.examId === submitted.exam.id)!;
    expect(essay).toBeDefined();
    expect((await call('GET', `/assessment/essays/${algebraId}`, learner)).statusCode).toBe(403);
    const marked = await call(
      'PUT',
      `/assessment/essays/${algebraId}/${essay.examId}/${essay.position}`,
      instructor,
      {
        score: 80,
      },
    );
    expect(marked.statusCode).toBe(200);
    const review = (await call('GET', `/assessment/exam/${hash}`, learner)).json<ExamView>();
    expect(review.exam.status).toBe('scored');
    if (review.submitted) {
      expect(review.exam.percentageScore).toBeGreaterThanOrEqual(90);
      expect(review.exam.xpGained).toBeGreaterThan(0);
      expect(review.exam.review[0]!.correct.length).toBeGreaterThan(0);
    }
    const [after] = await sql<{ exp_value: number }>('SELECT exp_value FROM user_stats WHERE user_id = $1', [
      learner.userId,
    ]);
    expect(after!.exp_value).toBeGreaterThan(before!.exp_value);
    const notes = await sql<{ template: string }>('SELECT template FROM notifications WHERE user_id = $1', [
      learner.userId,
    ]);
    expect(notes.map((n) => n.template)).toContain('notifications.essayMarked');
    // A second mark of the same essay changes nothing.
    expect(
      (
        await call('PUT', `/assessment/essays/${algebraId}/${essay.examId}/${essay.position}`, instructor, {
          score: 10,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses a second attempt under the plan limit, and a learner without the feature', async () => {
    const learner = await account('Basic');
    const hash = await startLesson(learner);
    // Starting again while it runs resumes the same test.
    expect(await startLesson(learner)).toBe(hash);
    await call('POST', `/assessment/exam/${hash}/submit`, learner);
    const again = await call('POST', lessonUrl(await firstLesson()), learner);
    expect(again.statusCode).toBe(409);
    // The refusal names the attempt taken: its review is the way on.
    expect(again.json()).toMatchObject({ code: 'ATTEMPT_LIMIT', reviewHash: hash });
    expect((await call('GET', `/assessment/exam/${hash}`, learner)).json()).toMatchObject({
      submitted: true,
    });

    const noPlan = await account(undefined);
    const locked = await call('POST', lessonUrl(await firstLesson()), noPlan);
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: 'LOCKED' });
  });

  it('scores a submission once under 10 concurrent submits', async () => {
    const learner = await account('Basic');
    const hash = await startLesson(learner);
    const questions = await answerAll(learner, hash);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/assessment/exam/${hash}/submit`, learner)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json<ExamView>().exam.submittedAt)).size).toBe(1);
    const rows = await sql<{ n: string }>(
      'SELECT count(*) AS n FROM learning_performance p JOIN exams e ON e.id = p.exam_id WHERE e.hash = $1',
      [hash],
    );
    expect(Number(rows[0]!.n)).toBe(questions - 1);
  });

  it('keeps other learners out of a test and of someone’s performance', async () => {
    const owner = await account('Basic');
    const stranger = await account('Basic');
    const hash = await startLesson(owner);
    // Started, not submitted: listed as unfinished (to resume), not among the taken tests.
    const running = (await call('GET', `/assessment/performance/${owner.userId}`, owner)).json();
    expect(running.exams).toEqual([]);
    expect(running.unfinished).toMatchObject([{ hash, status: 'in_progress', courseId: algebraId }]);
    expect((await call('GET', `/assessment/exam/${hash}`, stranger)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/assessment/exam/${hash}/answer`, stranger, {
          position: 0,
          answer: { choices: [0] },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', `/assessment/exam/${hash}/submit`, stranger)).statusCode).toBe(403);
    expect((await call('GET', `/assessment/performance/${owner.userId}`, stranger)).statusCode).toBe(403);
    await call('POST', `/assessment/exam/${hash}/submit`, owner);
    const own = await call('GET', `/assessment/performance/${owner.userId}`, owner);
    expect(own.statusCode).toBe(200);
    expect(own.json().exams).toHaveLength(1);
    expect(own.json().unfinished).toEqual([]);
    // The course's instructor sees the learner's performance and the exam's review.
    expect((await call('GET', `/assessment/performance/${owner.userId}`, instructor)).statusCode).toBe(200);
    expect((await call('GET', `/assessment/exam/${hash}`, instructor)).statusCode).toBe(200);
  });

  it('puts a failed outcome in the FSRS review queue and a review session scores like any test', async () => {
    const learner = await account('Basic');
    const hash = await startLesson(learner);
    await answerAll(learner, hash, false);
    await call('POST', `/assessment/exam/${hash}/submit`, learner);
    const queue = (await call('GET', '/assessment/review-queue', learner)).json<
      { learningOutcomeId: string }[]
    >();
    const lo = (await firstLesson()).lo;
    expect(queue.map((q) => q.learningOutcomeId)).toContain(lo);
    const review = await call('POST', `/assessment/review/${algebraId}/${lo}`, learner);
    expect(review.statusCode).toBe(200);
    const reviewHash = review.json<{ hash: string }>().hash;
    await answerAll(learner, reviewHash);
    const scored = (await call('POST', `/assessment/exam/${reviewHash}/submit`, learner)).json<ExamView>();
    expect(scored.exam.status).toBe('scored');
    // Graded Easy, the card moves into the future: the outcome leaves today's queue.
    const [card] = await sql<{ due: Date }>(
      'SELECT r.due FROM review_cards r JOIN course_progress p ON p.id = r.progress_id WHERE p.user_id = $1',
      [learner.userId],
    );
    if (card) expect(new Date(card.due).getTime()).toBeGreaterThan(server.clock.now.getTime());
  });
});

describe('placement test', () => {
  it('refuses wrong totals with the exact messages and draws by the distributions', async () => {
    const learner = await account('Basic');
    const wrong = await call('POST', '/course/generatePlacementTest', learner, {
      courseId: algebraId,
      config: { ...PLACEMENT_DEFAULTS, difficulty: { easy: 30, medium: 60, hard: 20 } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Total difficulty percentage is 110%. It must equal 100%.');
    const wrongType = await call('POST', '/course/generatePlacementTest', learner, {
      courseId: algebraId,
      config: { ...PLACEMENT_DEFAULTS, typeDist: { mcq: 70, tf: 20, essay: 0 } },
    });
    expect(wrongType.json().message).toBe('Total question-type percentage is 90%. It must equal 100%.');
    const made = await call('POST', '/course/generatePlacementTest', learner, {
      courseId: algebraId,
      config: PLACEMENT_DEFAULTS,
    });
    expect(made.statusCode).toBe(200);
    // The algebra bank holds 20 questions: exactly enough.
    expect(made.json()).toMatchObject({ requested: 20, drawn: 20 });
    const outsider = await account('Basic', []);
    expect(
      (
        await call('POST', '/course/generatePlacementTest', outsider, {
          courseId: algebraId,
          config: PLACEMENT_DEFAULTS,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("lists a generated test left unfinished among the learner's unfinished tests, until it is submitted", async () => {
    const learner = await account('Basic');
    const made = await call('POST', '/course/generatePlacementTest', learner, {
      courseId: algebraId,
      config: PLACEMENT_DEFAULTS,
    });
    const { hash } = made.json<{ hash: string }>();
    const performance = async () =>
      (await call('GET', `/assessment/performance/${learner.userId}`, learner)).json();
    expect((await performance()).unfinished).toMatchObject([
      { hash, kind: 'placement', status: 'in_progress' },
    ]);
    await call('POST', `/assessment/exam/${hash}/submit`, learner);
    const after = await performance();
    expect(after.unfinished).toEqual([]);
    expect(after.exams).toMatchObject([{ hash, kind: 'placement' }]);
  });

  it('says when the bank is short', async () => {
    const learner = await account('Basic');
    const made = await call('POST', '/course/generatePlacementTest', learner, {
      courseId: algebraId,
      config: { ...PLACEMENT_DEFAULTS, count: 80 },
    });
    expect(made.json<{ requested: number; drawn: number }>().drawn).toBeLessThan(80);
  });

  it('in time mode takes no answer after the deadline and scores a late submission as at expiry', async () => {
    const learner = await account('Basic');
    const made = await call('POST', '/course/generatePlacementTest', learner, {
      courseId: algebraId,
      config: { ...PLACEMENT_DEFAULTS, mode: 'time', time: 1, typeDist: { mcq: 100, tf: 0, essay: 0 } },
    });
    const { hash } = made.json<{ hash: string }>();
    const view = (await call('GET', `/assessment/exam/${hash}`, learner)).json<ExamView>();
    expect(view.exam.deadlineAt).not.toBeNull();
    const start = server.clock.now;
    try {
      server.clock.now = new Date(start.getTime() + 5 * 60_000);
      const late = await call('PUT', `/assessment/exam/${hash}/answer`, learner, {
        position: 0,
        answer: { choices: [0] },
      });
      expect(late.statusCode).toBe(409);
      const submitted = (await call('POST', `/assessment/exam/${hash}/submit`, learner)).json<ExamView>();
      expect(submitted.exam.submittedAt).toBe(view.exam.deadlineAt);
    } finally {
      server.clock.now = start;
    }
  });
});

describe('exam cookie (the test kept to the browser that opened it)', () => {
  const seatBody = (who: SignedIn, link: string) => ({
    examLink: link,
    userName: 'Learner',
    userId: who.userId,
    userRole: 'Student',
  });
  const cookieOf = (response: { headers: Record<string, unknown> }) => {
    const raw = String(response.headers['set-cookie'] ?? '');
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Strict/i);
    return raw.split(';')[0]!;
  };
  const withCookie = (method: Method, url: string, who: SignedIn, cookie: string, payload?: object) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(who.accessToken), cookie },
      payload,
    });

  it('refuses answers from a browser that no longer holds the test, and lets it take the test back', async () => {
    const learner = await account('Basic');
    const hash = await startLesson(learner);
    const link = `/en${lessonUrl(await firstLesson()).replace('/assessment/lesson/', '/dashboard/assessment/')}`;
    const first = await call('POST', `/assessment/exam/${hash}/seat`, learner, seatBody(learner, link));
    expect(first.statusCode).toBe(200);
    const laptop = cookieOf(first);
    expect(String(first.headers['set-cookie'])).toContain(`Path=/api/assessment/exam/${hash}`);
    const answer = { position: 0, answer: { choices: [0] } };
    expect(
      (await withCookie('PUT', `/assessment/exam/${hash}/answer`, learner, laptop, answer)).statusCode,
    ).toBe(200);

    // Opened on a phone: the laptop's cookie no longer writes, nor does a call without one.
    const phone = cookieOf(
      await call('POST', `/assessment/exam/${hash}/seat`, learner, seatBody(learner, link)),
    );
    const stale = await withCookie('PUT', `/assessment/exam/${hash}/answer`, learner, laptop, answer);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('EXAM_ELSEWHERE');
    expect((await call('PUT', `/assessment/exam/${hash}/answer`, learner, answer)).statusCode).toBe(409);
    expect((await withCookie('POST', `/assessment/exam/${hash}/submit`, learner, laptop)).statusCode).toBe(
      409,
    );
    expect((await sql('SELECT 1 FROM exams WHERE hash = $1 AND submitted_at IS NULL', [hash])).length).toBe(
      1,
    );

    // The phone submits.
    const done = await withCookie('POST', `/assessment/exam/${hash}/submit`, learner, phone);
    expect(done.statusCode).toBe(200);
    expect(done.json<ExamView>().submitted).toBe(true);
    // A submitted test is not opened again for answering.
    expect(
      (await call('POST', `/assessment/exam/${hash}/seat`, learner, seatBody(learner, link))).statusCode,
    ).toBe(409);
  });

  it('takes the spec’s body only for the signed-in learner’s own test on this site', async () => {
    const owner = await account('Basic');
    const stranger = await account('Basic');
    const hash = await startLesson(owner);
    const link = `/ar/dashboard/assessment/${algebraId}/${hash}`;
    const bad = [
      { ...seatBody(owner, link), userRole: 'Teacher' },
      { ...seatBody(owner, link), userId: stranger.userId },
      seatBody(owner, `https://elsewhere.example/ar/dashboard/assessment/${algebraId}/${hash}`),
      seatBody(owner, `//elsewhere.example/ar/dashboard/assessment/${algebraId}/${hash}`),
      seatBody(owner, '/ar/dashboard/assessment/another-course/x'),
      { examLink: link },
    ];
    for (const body of bad) {
      const refused = await call('POST', `/assessment/exam/${hash}/seat`, owner, body);
      expect([400, 422]).toContain(refused.statusCode);
    }
    expect(
      (await call('POST', `/assessment/exam/${hash}/seat`, stranger, seatBody(stranger, link))).statusCode,
    ).toBe(403);
    // Nothing was kept: answers without a cookie still go through.
    expect(
      (await sql<{ s: string | null }>('SELECT seat_token_hash AS s FROM exams WHERE hash = $1', [hash]))[0]!
        .s,
    ).toBeNull();
    expect(
      (await call('PUT', `/assessment/exam/${hash}/answer`, owner, { position: 0, answer: { choices: [0] } }))
        .statusCode,
    ).toBe(200);
  });
});

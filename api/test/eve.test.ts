import type { AskEveAnswer, EveState, EveStreamEvent, EveThread } from '@elearn/contracts';
import { apiOf, bearer, INSTRUCTOR, type SignedIn } from './api';
import { ALGEBRA } from './eve-questions';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
const ids: Record<string, string> = {};
const sql = async <T extends object>(text: string, params: unknown[] = []) =>
  (await server.ctx.database.pool.query<T & Record<string, unknown>>(text, params)).rows;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  await sql(
    `INSERT INTO plans (name, default_duration_in_month, fees_piastres, features) VALUES
     ('EveFive', 1, 100, '[{"name":"askEve","displayName":"Ask Eve","description":"Eve","quotaPerDay":5}]'::jsonb),
     ('EveTests', 1, 100, '[{"name":"askEve","displayName":"Ask Eve","description":"Eve","quotaPerDay":5},{"name":"assessments","displayName":"Tests","description":"Tests","maxPerItem":1,"itemType":"lesson"}]'::jsonb)`,
  );
  for (const row of await sql<{ id: string; name: string }>('SELECT id, name FROM plans'))
    ids[row.name] = row.id;
  for (const row of await sql<{ id: string; seo_txt: string }>('SELECT id, seo_txt FROM courses'))
    ids[row.seo_txt] = row.id;
});
afterAll(() => server.close());

/** A new learner enrolled in the algebra course, on `plan` (none: null), in `timezone`. */
async function learner(plan: string | null = 'Pro', timezone = 'UTC'): Promise<SignedIn> {
  const user = await api.signUp();
  await sql('UPDATE users SET timezone = $2 WHERE id = $1', [user.userId, timezone]);
  await sql('INSERT INTO course_progress (user_id, course_id) VALUES ($1, $2)', [user.userId, ids[ALGEBRA]]);
  if (plan)
    await sql(
      `INSERT INTO user_plans (user_id, plan_id, start_date, renew_date) VALUES ($1, $2, $3::timestamptz - interval '1 day', $3::timestamptz + interval '20 days')`,
      [user.userId, ids[plan], server.clock.now],
    );
  return user;
}

const ask = (who: SignedIn, userPrompt: string, extra: object = {}, accept = 'application/json') =>
  server.app.inject({
    method: 'POST',
    url: '/api/chat/askEve',
    headers: { ...bearer(who.accessToken), accept },
    payload: {
      userPrompt,
      courseId: ids[ALGEBRA],
      currentURL: 'http://localhost:8080/en/dashboard',
      ...extra,
    },
  });

const thread = (name: string): EveThread => ({
  id: `t-${name}`,
  name,
  courseId: ids[ALGEBRA]!,
  messages: [{ fromEve: false, content: `Question ${name}`, sentAt: new Date().toISOString() }],
});

describe('askEve', () => {
  it('answers from the lesson with a quote and a link to its study page', async () => {
    const response = await ask(await learner(), 'What does an open circle on a number line mean?');
    expect(response.statusCode).toBe(200);
    const body = response.json<AskEveAnswer>();
    expect(body.grounded).toBe(true);
    expect(body.citations[0]!.lessonName).toBe('Solving linear inequalities');
    expect(body.citations[0]!.href).toMatch(
      new RegExp(`^/en/dashboard/study/${ids[ALGEBRA]}/[^/]+/[^/]+/[^/]+$`),
    );
    expect(body.answer).toContain('> On a number line, an open circle marks a value that is not included');
    expect(body.answer).toContain(`[Solving linear inequalities](${body.citations[0]!.href})`);
  });

  it('streams the answer token by token over Server-Sent Events', async () => {
    const response = await ask(await learner(), 'What is the slope of a line?', {}, 'text/event-stream');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = response.body
      .split('\n\n')
      .filter(Boolean)
      .map((chunk) => JSON.parse(chunk.replace(/^data: /, '')) as EveStreamEvent);
    expect(events[0]).toMatchObject({ type: 'meta', grounded: true });
    expect(events.at(-1)).toEqual({ type: 'done' });
    const tokens = events.filter((e) => e.type === 'token');
    expect(tokens.length).toBeGreaterThan(10);
    expect(tokens.map((t) => t.text).join('')).toContain(
      '[Slope and intercept of a line](/en/dashboard/study/',
    );
  });

  it('says when the course does not cover the question', async () => {
    const body = (await ask(await learner(), 'Who painted the Mona Lisa?')).json<AskEveAnswer>();
    expect(body).toMatchObject({ grounded: false, citations: [] });
    expect(body.answer).toMatch(/won't answer it from outside the course/);
  });

  it('answers in the language of the page the learner is on', async () => {
    const body = (
      await ask(await learner(), 'What is the y-intercept?', {
        currentURL: 'http://localhost:8080/ar/dashboard',
      })
    ).json<AskEveAnswer>();
    expect(body.answer.startsWith('هذا ما يقوله المقرر')).toBe(true);
    expect(body.citations[0]!.href.startsWith('/ar/dashboard/study/')).toBe(true);
  });

  it('locks Eve for a plan without askEve or no plan, and lets staff in without one', async () => {
    for (const who of [await learner('Basic'), await learner(null)]) {
      const response = await ask(who, 'What is an inequality?');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'LOCKED' });
    }
    const editor = await api.signIn({ email: 'editor@demo.test', password: 'Demo1234' });
    for (let i = 0; i < 3; i++) expect((await ask(editor, 'What is an inequality?')).statusCode).toBe(200);
  });

  it('refuses a course the learner is not in', async () => {
    const who = await learner();
    const response = await ask(who, 'What is a force?', { courseId: ids['physics-motion-and-forces'] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses bad input with 422 and a too-large screenshot without storing it', async () => {
    const who = await learner('EveFive');
    expect((await ask(who, '   ')).statusCode).toBe(422);
    expect((await ask(who, 'x', { courseId: 'not-a-uuid' })).statusCode).toBe(422);
    expect((await ask(who, 'x', { screenshot: 'javascript:alert(1)' })).statusCode).toBe(422);
    const big = `data:image/png;base64,${'A'.repeat(2_000_001)}`;
    expect((await ask(who, 'What is an inequality?', { screenshot: big })).statusCode).toBe(422);
    const ok = await ask(who, 'What is an inequality?', { screenshot: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(ok.statusCode).toBe(200);
    const stored = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM eve_chats WHERE user_id = $1 AND threads::text LIKE '%base64%'`,
      [who.userId],
    );
    expect(stored[0]!.n).toBe(0);
  });
});

describe('the daily quota', () => {
  it('lets exactly one of 50 parallel asks through at quota − 1', async () => {
    const who = await learner('EveFive');
    const day = new Date(server.clock.now).toISOString().slice(0, 10);
    await sql('INSERT INTO eve_asks (user_id, day, used) VALUES ($1, $2, 4)', [who.userId, day]);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => ask(who, 'What is the slope of a line?')),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(49);
    expect(responses.find((r) => r.statusCode === 429)!.json()).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(
      (await sql<{ used: number }>('SELECT used FROM eve_asks WHERE user_id = $1', [who.userId]))[0]!.used,
    ).toBe(5);
  });

  it("starts a new day at midnight in the learner's time zone, not UTC's", async () => {
    const saved = server.clock.now;
    // Signed in on the real clock (tokens are checked against it); its plan runs from 2026-03-01.
    const who = await learner(null, 'Africa/Cairo');
    await sql(
      `INSERT INTO user_plans (user_id, plan_id, start_date, renew_date) VALUES ($1, $2, '2026-03-01', '2027-03-01')`,
      [who.userId, ids.Pro],
    );
    try {
      // 23:55 in Cairo (UTC+2) is 21:55 UTC; 00:05 the next day in Cairo is still the same UTC day.
      server.clock.now = new Date('2026-03-10T21:55:00Z');
      expect((await ask(who, 'What is an inequality?')).statusCode).toBe(200);
      expect((await ask(who, 'What is an inequality?')).statusCode).toBe(429);
      server.clock.now = new Date('2026-03-10T22:05:00Z');
      expect((await ask(who, 'What is an inequality?')).statusCode).toBe(200);
      expect((await ask(who, 'What is an inequality?')).statusCode).toBe(429);
    } finally {
      server.clock.now = saved;
    }
  });
});

describe('threads', () => {
  const getState = async (who: SignedIn) => {
    const response = await api.get('/api/chat/getOrCreate', bearer(who.accessToken));
    expect(response.statusCode).toBe(200);
    return response.json<EveState>();
  };
  const save = (who: SignedIn, threads: EveThread[]) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/chat/saveThreads',
      headers: bearer(who.accessToken),
      payload: { threads },
    });

  it('creates an empty list, keeps what was saved, and lists the learner courses', async () => {
    const who = await learner();
    expect(await getState(who)).toMatchObject({ threads: [], unlocked: true, instructorsCanRead: true });
    expect((await save(who, [thread('a'), thread('b')])).statusCode).toBe(200);
    const state = await getState(who);
    expect(state.threads.map((t) => t.name)).toEqual(['a', 'b']);
    expect(state.courses).toEqual([expect.objectContaining({ id: ids[ALGEBRA], role: 'learner' })]);
    expect((await save(who, [thread('b')])).statusCode).toBe(200);
    expect((await getState(who)).threads.map((t) => t.name)).toEqual(['b']);
  });

  it("never shows or changes another learner's threads", async () => {
    const amal = await learner();
    const omar = await learner();
    await save(amal, [thread('amal private')]);
    await save(omar, [thread('omar')]);
    expect((await getState(omar)).threads.map((t) => t.name)).toEqual(['omar']);
    expect((await getState(amal)).threads.map((t) => t.name)).toEqual(['amal private']);
    expect((await api.get('/api/chat/getOrCreate')).statusCode).toBe(401);
  });

  it('refuses a malformed save with 422 and keeps the threads', async () => {
    const who = await learner();
    await save(who, [thread('kept')]);
    expect((await save(who, [{ ...thread('x'), messages: [{ fromEve: 'yes' }] } as never])).statusCode).toBe(
      422,
    );
    expect((await getState(who)).threads.map((t) => t.name)).toEqual(['kept']);
  });

  it('stores text with lone surrogates (as U+FFFD) instead of failing', async () => {
    const who = await learner();
    const odd = { ...thread('odd'), name: 'a\ud800b' };
    expect((await save(who, [odd])).statusCode).toBe(200);
    expect((await getState(who)).threads[0]!.name).toBe('a\ufffdb');
  });

  it('shows a locked plan as locked while keeping the threads readable', async () => {
    const who = await learner('Basic');
    expect((await getState(who)).unlocked).toBe(false);
  });
});

describe('instructors', () => {
  it("read their course's transcripts and most-asked lessons; learners may not", async () => {
    const who = await learner();
    await save2(who, [
      thread('for the instructor'),
      { ...thread('other course'), id: 'x', courseId: ids['physics-motion-and-forces']! },
    ]);
    await ask(who, 'How do I find the slope from two points?');
    const teacher = await api.signIn(INSTRUCTOR);
    const transcripts = await api.get(`/api/chat/transcripts/${ids[ALGEBRA]}`, bearer(teacher.accessToken));
    expect(transcripts.statusCode).toBe(200);
    const mine = transcripts
      .json<{ learner: { id: string }; threads: EveThread[] }[]>()
      .find((t) => t.learner.id === who.userId);
    expect(mine!.threads.map((t) => t.name)).toEqual(['for the instructor']);
    const topics = await api.get(`/api/chat/topics/${ids[ALGEBRA]}`, bearer(teacher.accessToken));
    expect(topics.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ lessonName: 'Slope and intercept of a line' })]),
    );
    expect((await api.get(`/api/chat/transcripts/${ids[ALGEBRA]}`, bearer(who.accessToken))).statusCode).toBe(
      403,
    );
    expect((await api.get(`/api/chat/topics/${ids[ALGEBRA]}`, bearer(who.accessToken))).statusCode).toBe(403);
  });
});

const save2 = (who: SignedIn, threads: EveThread[]) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/chat/saveThreads',
    headers: bearer(who.accessToken),
    payload: { threads },
  });

describe('enhancePrompt', () => {
  it("keeps the learner's words and asks for steps, in the page's language", async () => {
    const who = await learner();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/chat/enhancePrompt',
      headers: bearer(who.accessToken),
      payload: { userPrompt: 'slope?', currentURL: '/fr/dashboard' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().prompt).toMatch(/^slope\?\n\nExplique-le étape par étape/);
    const empty = await server.app.inject({
      method: 'POST',
      url: '/api/chat/enhancePrompt',
      headers: bearer(who.accessToken),
      payload: { userPrompt: '  ' },
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe('a question of the learner’s test in progress', () => {
  it('gets Socratic hints with the lesson’s link, not the answer; once submitted, a normal answer', async () => {
    const who = await learner('EveTests');
    const [first] = await sql<{ lo: string; mod: string; lesson: string }>(
      `SELECT m->>'learningOutcomeId' AS lo, m->>'id' AS mod, m->'lessons'->0->>'id' AS lesson
       FROM course_details d, jsonb_array_elements(d.modules) WITH ORDINALITY AS x(m, n)
       WHERE d.course_id = $1 AND n = 1`,
      [ids[ALGEBRA]],
    );
    const started = await server.app.inject({
      method: 'POST',
      url: `/api/assessment/lesson/${ids[ALGEBRA]}/${first!.lo}/${first!.mod}/${first!.lesson}`,
      headers: bearer(who.accessToken),
    });
    expect(started.statusCode).toBe(200);
    const { hash } = started.json<{ hash: string }>();
    const [mcq] = await sql<{ prompt: string; options: string[]; correct: number[] }>(
      `SELECT q.prompt, q.options, q.correct FROM exam_questions q JOIN exams e ON e.id = q.exam_id
       WHERE e.hash = $1 AND q.type = 'mcq' ORDER BY q.position LIMIT 1`,
      [hash],
    );
    const right = mcq!.options[mcq!.correct[0]!]!;

    const hinted = (await ask(who, `Please solve this for me: ${mcq!.prompt}`)).json<AskEveAnswer>();
    expect(hinted.hintsOnly).toBe(true);
    expect(hinted.answer).toContain("so I won't give you the answer");
    expect(hinted.answer).not.toContain(right);
    expect(hinted.citations).toHaveLength(1);
    expect(hinted.citations[0]!.quote).toBe('');
    expect(hinted.answer).toContain(`](${hinted.citations[0]!.href})`);
    // Another learner asking the same words is not taking that test: a normal answer.
    expect((await ask(await learner(), mcq!.prompt)).json<AskEveAnswer>().hintsOnly).toBe(false);

    const submitted = await server.app.inject({
      method: 'POST',
      url: `/api/assessment/exam/${hash}/submit`,
      headers: bearer(who.accessToken),
    });
    expect(submitted.statusCode).toBe(200);
    expect((await ask(who, mcq!.prompt)).json<AskEveAnswer>().hintsOnly).toBe(false);
  });
});

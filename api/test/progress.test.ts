import type { CourseProgress } from '@elearn/contracts';
import { ringDueLearningTimes } from '../src/modules/progress/learning-times.job';
import { ADMIN, apiOf, bearer, newUser, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
const courseIds: Record<string, string> = {};
const planIds: Record<string, string> = {};

const sql = <T extends object = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.ctx.database.pool.query<T>(text, values).then((r) => r.rows);

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  for (const row of await sql<{ id: string; seo_txt: string }>('SELECT id, seo_txt FROM courses'))
    courseIds[row.seo_txt] = row.id;
  for (const row of await sql<{ id: string; name: string }>('SELECT id, name FROM plans'))
    planIds[row.name] = row.id;
});
afterAll(() => server.close());

const ALGEBRA = () => courseIds['algebra-foundations']!;

/** A new learner enrolled in algebra, with a plan; returns the progress id too. */
async function enrolled(plan: 'Basic' | 'Pro' | null = 'Basic', timezone = 'UTC') {
  const who = await api.signUp();
  await sql('UPDATE users SET timezone = $2 WHERE id = $1', [who.userId, timezone]);
  if (plan)
    await sql(
      `INSERT INTO user_plans (user_id, plan_id, start_date, renew_date)
       VALUES ($1, $2, now() - interval '1 day', now() + interval '20 days')`,
      [who.userId, planIds[plan]],
    );
  const [row] = await sql<{ id: string }>(
    'INSERT INTO course_progress (user_id, course_id) VALUES ($1, $2) RETURNING id',
    [who.userId, ALGEBRA()],
  );
  return { ...who, progressId: row!.id };
}

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: SignedIn | null, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: who ? bearer(who.accessToken) : {}, payload });

const progressOf = async (who: SignedIn, courseId = ALGEBRA(), query = '') => {
  const response = await call('GET', `/dashboard/course-progress/${courseId}${query}`, who);
  expect(response.statusCode).toBe(200);
  return response.json<CourseProgress>();
};

/** Marks every outcome of algebra mastered for a progress (passed at difficulties 1–3). */
async function masterEverything(userId: string, progressId: string) {
  const [details] = await sql<{
    modules: { id: string; learningOutcomeId: string; lessons: { id: string }[] }[];
  }>('SELECT modules FROM course_details WHERE course_id = $1', [ALGEBRA()]);
  for (const m of details!.modules)
    for (const difficulty of [1, 2, 3])
      await sql(
        `INSERT INTO learning_performance (progress_id, user_id, course_id, learning_outcome_id, module_id, lesson_id,
           passed, difficulty_level, cognitive_level) VALUES ($1, $2, $3, $4, $5, $6, true, $7, 2)`,
        [progressId, userId, ALGEBRA(), m.learningOutcomeId, m.id, m.lessons[0]!.id, difficulty],
      );
}

describe('the course progress page', () => {
  it('shows the demo learner partial mastery: outcome 1 mastered, outcome 2 at 20%', async () => {
    const learner = await api.signIn();
    const progress = await progressOf(learner);
    expect(progress.preview).toBe(false);
    expect(progress.userCourseRole).toBe('learner');
    const [first, second] = progress.learningPerformance;
    expect(first).toMatchObject({ mask: 7, percent: 100, mastered: true });
    expect(second).toMatchObject({ mask: 1, percent: 20, mastered: false });
    expect(progress.completion).toBeGreaterThan(1);
    expect(progress.learningTimes).toEqual([{ alarmTime: '18:30', repeatDays: [1, 3, 6] }]);
    expect(progress.course.modules[0]!.lessons[0]!.timeSpentSeconds).toBeGreaterThan(0);
  });

  it('refuses a learner who is not enrolled, and a learner asking for a preview', async () => {
    const stranger = await api.signUp();
    expect((await call('GET', `/dashboard/course-progress/${ALGEBRA()}`, stranger)).statusCode).toBe(403);
    const learner = await enrolled();
    expect((await call('GET', `/dashboard/course-progress/${ALGEBRA()}?preview=1`, learner)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/dashboard/course-progress/${ALGEBRA()}`, null)).statusCode).toBe(401);
  });

  it('shows the subscribe link to a learner without a plan only', async () => {
    expect((await progressOf(await enrolled(null))).subscribeToSeeMore).toBe(true);
    expect((await progressOf(await enrolled('Basic'))).subscribeToSeeMore).toBe(false);
  });

  it('lets an admin preview without a progress, and the preview records nothing', async () => {
    const admin = await api.signIn(ADMIN);
    const before = await sql(
      'SELECT (SELECT count(*) FROM course_progress) AS p, (SELECT count(*) FROM certificates) AS c',
    );
    const preview = await progressOf(admin, ALGEBRA(), '?preview=1');
    expect(preview).toMatchObject({
      preview: true,
      progressId: null,
      viewedMaterials: [],
      learningTimes: [],
    });
    const lesson = preview.course.modules[0]!.lessons[0]!;
    const study = await call('GET', `/dashboard/lesson/${ALGEBRA()}/${lesson.id}?preview=1`, admin);
    expect(study.statusCode).toBe(200);
    expect(study.json()).toMatchObject({ preview: true, progressId: null });
    expect(
      await sql(
        'SELECT (SELECT count(*) FROM course_progress) AS p, (SELECT count(*) FROM certificates) AS c',
      ),
    ).toEqual(before);
  });
});

describe('study', () => {
  it('serves a lesson with its neighbours and adds time on task, clamped per report', async () => {
    const learner = await enrolled();
    const progress = await progressOf(learner);
    const [first, second] = progress.course.modules[0]!.lessons;
    const study = await call('GET', `/dashboard/lesson/${ALGEBRA()}/${first!.id}`, learner);
    expect(study.json()).toMatchObject({
      previous: null,
      progressId: learner.progressId,
      viewedMaterials: [],
    });
    expect(study.json().next).toMatch(new RegExp(`/${second!.id}$`));
    expect(study.json().lesson.content.length).toBeGreaterThan(20);
    const add = (seconds: number) =>
      call('POST', `/course/updateCourseProgress/${learner.progressId}/lessonTime`, learner, {
        lessonId: first!.id,
        seconds,
      });
    expect((await add(30)).json()).toEqual({ lessonId: first!.id, seconds: 30 });
    expect((await add(3000)).json()).toEqual({ lessonId: first!.id, seconds: 150 });
    expect((await add(-5)).statusCode).toBe(422);
    const other = await enrolled();
    expect(
      (
        await call('POST', `/course/updateCourseProgress/${learner.progressId}/lessonTime`, other, {
          lessonId: first!.id,
          seconds: 10,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('viewMaterial', () => {
  it('keeps each material once, also under 10 concurrent calls', async () => {
    const learner = await enrolled();
    const view = (materialId: string) =>
      call('PUT', `/course/updateCourseProgress/${learner.progressId}/viewMaterial`, learner, { materialId });
    expect((await view('m1')).json()).toEqual({ viewedMaterials: ['m1'] });
    expect((await view('m1')).json()).toEqual({ viewedMaterials: ['m1'] });
    const answers = await Promise.all(Array.from({ length: 10 }, () => view('m2')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(
      await sql('SELECT material_id FROM viewed_materials WHERE progress_id = $1 ORDER BY material_id', [
        learner.progressId,
      ]),
    ).toEqual([{ material_id: 'm1' }, { material_id: 'm2' }]);
  });

  it("refuses another learner's progress with 403", async () => {
    const owner = await enrolled();
    const other = await enrolled();
    const response = await call(
      'PUT',
      `/course/updateCourseProgress/${owner.progressId}/viewMaterial`,
      other,
      {
        materialId: 'm1',
      },
    );
    expect(response.statusCode).toBe(403);
    expect(await sql('SELECT 1 FROM viewed_materials WHERE progress_id = $1', [owner.progressId])).toEqual(
      [],
    );
  });
});

describe('learning times', () => {
  const save = (who: SignedIn & { progressId: string }, learningTimes: object[]) =>
    call('PUT', `/course/updateCourseProgress/${who.progressId}`, who, { learningTimes });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const learner = await enrolled();
    expect((await save(learner, [{ alarmTime: '07:00', repeatDays: [1] }])).statusCode).toBe(200);
    const bad = await save(learner, [
      { alarmTime: '', repeatDays: [1] },
      { alarmTime: '08:00', repeatDays: [] },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'learningTimes.0.alarmTime': 'validation.learningTimes.alarmRequired',
      'learningTimes.1.repeatDays': 'validation.learningTimes.dayRequired',
    });
    expect((await save(learner, [])).json().errors).toEqual({
      learningTimes: 'validation.learningTimes.entryRequired',
    });
    expect((await progressOf(learner)).learningTimes).toEqual([{ alarmTime: '07:00', repeatDays: [1] }]);
    const other = await enrolled();
    expect(
      (await save({ ...other, progressId: learner.progressId }, [{ alarmTime: '09:00', repeatDays: [2] }]))
        .statusCode,
    ).toBe(403);
  });

  it('rings once at the learner time even when two scheduler runs race, then moves to the next day', async () => {
    const learner = await enrolled('Basic', 'Africa/Cairo');
    server.clock.now = new Date('2026-03-02T12:00:00Z'); // Monday 14:00 in Cairo
    expect((await save(learner, [{ alarmTime: '15:00', repeatDays: [1, 2] }])).statusCode).toBe(200);
    const [row] = await sql<{ next_fire_at: Date }>(
      'SELECT next_fire_at FROM learning_times WHERE progress_id = $1',
      [learner.progressId],
    );
    expect(new Date(row!.next_fire_at).toISOString()).toBe('2026-03-02T13:00:00.000Z');
    // The calendar shows the learning time as a read-only event.
    const occurrences = await call(
      'GET',
      '/calender/occurrences?from=2026-03-01T00:00:00Z&to=2026-03-08T00:00:00Z',
      learner,
    );
    expect(occurrences.json().map((o: { start: string; canEdit: boolean }) => [o.start, o.canEdit])).toEqual([
      ['2026-03-02T13:00:00.000Z', false],
      ['2026-03-03T13:00:00.000Z', false],
    ]);
    server.clock.now = new Date('2026-03-02T13:00:30Z');
    await Promise.all([ringDueLearningTimes(server.ctx), ringDueLearningTimes(server.ctx)]);
    await ringDueLearningTimes(server.ctx);
    const rung = await sql(
      "SELECT 1 FROM notifications WHERE user_id = $1 AND event_short = 'learning-time'",
      [learner.userId],
    );
    expect(rung).toHaveLength(1);
    const [moved] = await sql<{ next_fire_at: Date }>(
      'SELECT next_fire_at FROM learning_times WHERE progress_id = $1',
      [learner.progressId],
    );
    expect(new Date(moved!.next_fire_at).toISOString()).toBe('2026-03-03T13:00:00.000Z');
    server.clock.now = new Date();
  });
});

describe('learner pages (requireLearnerViewer)', () => {
  it('shows the card, study log and progress to the learner, 403 to a stranger, shared courses only to an instructor', async () => {
    const learner = await enrolled('Pro');
    await sql('INSERT INTO course_progress (user_id, course_id) VALUES ($1, $2)', [
      learner.userId,
      courseIds['physics-motion-and-forces'],
    ]);
    const paths = ['learner', 'studylog', 'learner-progress'].map((p) => `/dashboard/${p}/${learner.userId}`);
    for (const path of paths) expect((await call('GET', path, learner)).statusCode).toBe(200);
    const card = (await call('GET', paths[0]!, learner)).json();
    expect(card).toMatchObject({ id: learner.userId, firstName: 'Amal', plan: { name: 'Pro' }, phone: null });
    expect((await call('GET', paths[2]!, learner)).json()).toHaveLength(2);

    const stranger = await enrolled();
    for (const path of paths) expect((await call('GET', path, stranger)).statusCode).toBe(403);

    const form = newUser();
    const teacher = await api.signUp(form);
    await sql("UPDATE users SET role = 'Instructor', permission_level = 2 WHERE id = $1", [teacher.userId]);
    await sql('INSERT INTO course_instructors (course_id, user_id) VALUES ($1, $2)', [
      ALGEBRA(),
      teacher.userId,
    ]);
    const instructor = await api.signIn({ email: form.email, password: form.password });
    const shared = (await call('GET', paths[2]!, instructor)).json();
    expect(shared.map((c: { courseId: string }) => c.courseId)).toEqual([ALGEBRA()]);
    expect((await call('GET', paths[1]!, instructor)).json().studyDays).toBeNull();
  });
});

describe('certificates', () => {
  it('issues one when every outcome is mastered with the certificate feature, verifies it publicly, revokes it on reset', async () => {
    const learner = await enrolled('Pro');
    expect((await progressOf(learner)).certificate).toBeNull();
    await masterEverything(learner.userId, learner.progressId);
    const { certificate } = await progressOf(learner);
    expect(certificate?.code).toMatch(/^[A-Z2-9]{12}$/);
    // A second read issues nothing new.
    await progressOf(learner);
    expect(await sql('SELECT 1 FROM certificates WHERE user_id = $1', [learner.userId])).toHaveLength(1);

    const verified = await call('GET', `/certificates/${certificate!.code}`, null);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      code: certificate!.code,
      courseTitle: expect.any(String),
      revokedAt: null,
    });
    const pdf = await call('GET', `/certificates/${certificate!.code}/pdf`, learner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/certificates/${certificate!.code}/pdf`, await enrolled())).statusCode).toBe(
      404,
    );

    expect(
      (await call('POST', `/course/updateCourseProgress/${learner.progressId}/reset`, await enrolled()))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/course/updateCourseProgress/${learner.progressId}/reset`, learner)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/certificates/${certificate!.code}`, null)).json().revokedAt).toEqual(
      expect.any(String),
    );
    const after = await progressOf(learner);
    expect(after.certificate).toBeNull();
    expect(after.learningPerformance.every((o) => !o.mastered)).toBe(true);
  });

  it('issues none without the certificate feature', async () => {
    const learner = await enrolled('Basic');
    await masterEverything(learner.userId, learner.progressId);
    expect((await progressOf(learner)).certificate).toBeNull();
  });

  it('answers 404 for an unknown code', async () => {
    expect((await call('GET', '/certificates/NOSUCHCODE22', null)).statusCode).toBe(404);
  });
});

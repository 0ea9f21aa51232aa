import type { AuthoredCourse, CourseDraft, CoursePreview, FilterCoursesResult } from '@elearn/contracts';
import { AiError } from '../src/modules/ai/ai.provider';
import { buildQueuedLessons } from '../src/modules/authoring/lesson-build.job';
import { ADMIN, apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import {
  type CourseConstants,
  courseConstants,
  createCourse as createCourseCall,
  PNG,
  wizardCourse as wizardFixture,
} from './authoring-fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let instructor: SignedIn;
let learner: SignedIn;
let admin: SignedIn;
let ids: CourseConstants;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  [instructor, learner, admin] = await Promise.all([
    api.signIn(INSTRUCTOR),
    api.signIn(LEARNER),
    api.signIn(ADMIN),
  ]);
  ids = await courseConstants(server);
});
afterAll(() => server.close());

const as = (who: SignedIn) => bearer(who.accessToken);
const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: as(who), payload });

const wizardCourse = (title: string) => wizardFixture(ids, title);
const createCourse = (who: SignedIn, json: object, image: Buffer | null, draftId = '') =>
  createCourseCall(server, who, json, image, draftId);

const courseCount = async () =>
  Number((await server.ctx.database.pool.query('SELECT count(*) AS n FROM courses')).rows[0].n);

describe('who may author', () => {
  it('refuses a learner every authoring call, and creates nothing', async () => {
    const before = await courseCount();
    expect((await call(learner, 'POST', '/course/drafts')).statusCode).toBe(403);
    expect((await call(learner, 'GET', '/course/authoredCourses')).statusCode).toBe(403);
    expect(
      (await call(learner, 'POST', '/course/validateExists', wizardCourse('Learner course'))).statusCode,
    ).toBe(403);
    expect((await createCourse(learner, wizardCourse('Learner course'), PNG)).statusCode).toBe(403);
    expect(await courseCount()).toBe(before);
  });

  it('lists every course for staff and only the taught ones for an instructor', async () => {
    const all = (await call(admin, 'GET', '/course/authoredCourses')).json<AuthoredCourse[]>();
    const mine = (await call(instructor, 'GET', '/course/authoredCourses')).json<AuthoredCourse[]>();
    expect(all.length).toBe(await courseCount());
    expect(mine.length).toBeLessThan(all.length);
    const { rows } = await server.ctx.database.pool.query(
      'SELECT course_id FROM course_instructors WHERE user_id = $1',
      [instructor.userId],
    );
    expect(mine.map((c) => c.id).sort()).toEqual(rows.map((r) => r.course_id).sort());
  });
});

describe('drafts', () => {
  it('saves the wizard as the author goes and resumes it; nobody else sees it', async () => {
    const created = await call(instructor, 'POST', '/course/drafts');
    expect(created.statusCode).toBe(201);
    const draft = created.json<CourseDraft>();
    expect(draft.step).toBe('general');
    const values = { type: 'academic', title: 'Half done', keywords: ['x'] };
    const saved = await call(instructor, 'PUT', `/course/drafts/${draft.id}`, { step: 'outcomes', values });
    expect(saved.statusCode).toBe(200);
    const resumed = (await call(instructor, 'GET', `/course/drafts/${draft.id}`)).json<CourseDraft>();
    expect(resumed).toMatchObject({ step: 'outcomes', values, courseId: null });
    expect((await call(admin, 'GET', `/course/drafts/${draft.id}`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'PUT', `/course/drafts/${draft.id}`, { step: 'general', values: {} })).statusCode,
    ).toBe(404);
    expect((await call(instructor, 'GET', '/course/drafts/not-a-uuid')).statusCode).toBe(404);
    expect(
      (await call(instructor, 'PUT', `/course/drafts/${draft.id}`, { step: 'nowhere', values })).statusCode,
    ).toBe(422);
  });
});

describe('POST /course/validateExists', () => {
  it('answers the course rules’ keys on the fields', async () => {
    const response = await call(instructor, 'POST', '/course/validateExists', {
      ...wizardCourse('ab'),
      keywords: [],
      additionalFees: -3,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      title: 'rules.min3',
      keywords: 'rules.keywordsMin',
      additionalFees: 'rules.fees',
    });
  });

  it('maps a taken title and unknown constants onto their fields', async () => {
    const response = await call(instructor, 'POST', '/course/validateExists', {
      ...wizardCourse(ids.existingTitle.toUpperCase()),
      educationalSystem: '00000000-0000-4000-8000-000000000000',
      audiences: [{ category: '00000000-0000-4000-8000-000000000001', intendedLearners: [] }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      title: 'rules.titleTaken',
      educationalSystem: 'rules.required',
      'audiences.0.category': 'rules.categoryRequired',
    });
  });

  it('passes a new course', async () => {
    const response = await call(
      instructor,
      'POST',
      '/course/validateExists',
      wizardCourse('Photosynthesis now'),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /course/createCourse', () => {
  it('refuses a 2 MB cover and a non-image, storing nothing', async () => {
    const before = await courseCount();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await createCourse(instructor, wizardCourse('Too big a cover'), big);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ image: 'rules.image' });
    const html = await createCourse(
      instructor,
      wizardCourse('Html cover'),
      Buffer.from('<html><script></script>'),
    );
    expect(html.statusCode).toBe(422);
    expect(await courseCount()).toBe(before);
  });

  it('refuses an invalid course with its errors map, and a course without a cover', async () => {
    const bad = await createCourse(instructor, { ...wizardCourse('No outcomes'), learningOutcomes: [] }, PNG);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ learningOutcomes: 'rules.outcomesMin' });
    const noCover = await createCourse(instructor, wizardCourse('No cover at all'), null);
    expect(noCover.json().errors).toEqual({ image: 'rules.image' });
  });

  it('creates the course, closes the draft, builds each lesson once, notifies the author; learners find it', async () => {
    const draft = (await call(instructor, 'POST', '/course/drafts')).json<CourseDraft>();
    const created = await createCourse(instructor, wizardCourse('Photosynthesis for all'), PNG, draft.id);
    expect(created.statusCode).toBe(201);
    const { _id: courseId, seoTxt } = created.json<{ _id: string; seoTxt: string }>();

    const finished = (await call(instructor, 'GET', `/course/drafts/${draft.id}`)).json<CourseDraft>();
    expect(finished).toMatchObject({ step: 'success', courseId });
    expect(
      (await call(instructor, 'PUT', `/course/drafts/${draft.id}`, { step: 'general', values: {} }))
        .statusCode,
    ).toBe(409);

    const listed = (await call(instructor, 'GET', '/course/authoredCourses')).json<AuthoredCourse[]>();
    const row = listed.find((c) => c.id === courseId)!;
    expect(row.image).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    const cover = await server.app.inject({ method: 'GET', url: row.image! });
    expect(cover.statusCode).toBe(200);

    // The scheduled turn may already have started; together they build each module once.
    await Promise.all([buildQueuedLessons(server.ctx), buildQueuedLessons(server.ctx)]);
    expect(await buildQueuedLessons(server.ctx)).toBe(0);
    const { rows: jobs } = await server.ctx.database.pool.query(
      'SELECT status, attempts FROM lesson_build_jobs WHERE course_id = $1',
      [courseId],
    );
    expect(jobs).toEqual([{ status: 'done', attempts: 0 }]);
    const after = (await call(instructor, 'GET', '/course/authoredCourses')).json<AuthoredCourse[]>();
    expect(after.find((c) => c.id === courseId)).toMatchObject({ lessonsBuilt: 3, lessonsTotal: 3 });

    const preview = (await call(instructor, 'GET', `/course/preview/${courseId}`)).json<CoursePreview>();
    const lessons = preview.modules.flatMap((m) => m.lessons);
    expect(lessons.map((l) => l.name)).toEqual(['What a leaf does', 'Sunlight as energy', 'The products']);
    expect(lessons[0]!.content).toContain('Describe the parts of a leaf'.toLowerCase());
    expect(lessons[0]!.sampleQuestions[0]!.questions[0]!.question).toContain('describe the parts of a leaf');
    expect((await call(learner, 'GET', `/course/preview/${courseId}`)).statusCode).toBe(403);

    const { rows: notes } = await server.ctx.database.pool.query(
      `SELECT attributes FROM notifications WHERE user_id = $1 AND template = 'notifications.lessonsBuilt'`,
      [instructor.userId],
    );
    expect(notes).toEqual([
      { attributes: { course: 'Photosynthesis for all', link: `/dashboard/preview-course/${courseId}` } },
    ]);

    const search = await server.app.inject({
      method: 'GET',
      url: '/api/course/filterCourses/academic?q=photosynthesis',
    });
    expect(search.json<FilterCoursesResult>().courses.map((c) => c.seoTxt)).toContain(seoTxt);
  });
});

describe('lesson building failures', () => {
  it('rolls a failed turn back and retries it later; nothing is built twice', async () => {
    // The first turn fails, whichever runs it (this call or the scheduled one).
    const spy = jest
      .spyOn(server.ctx.ai, 'complete')
      .mockRejectedValueOnce(new AiError('AI_TIMEOUT', 'slow model'));
    const created = await createCourse(instructor, wizardCourse('Retried lessons course'), PNG);
    const { _id: courseId } = created.json<{ _id: string }>();
    await buildQueuedLessons(server.ctx);
    const job = async () =>
      (
        await server.ctx.database.pool.query(
          'SELECT status, attempts, last_error, run_after > $2 AS later FROM lesson_build_jobs WHERE course_id = $1',
          [courseId, server.ctx.now()],
        )
      ).rows[0];
    // A scheduled turn may hold the job while this call skipped it: wait for its failure to be counted.
    for (let i = 0; i < 100 && (await job()).attempts === 0; i++) await buildQueuedLessons(server.ctx);
    spy.mockRestore();
    expect(await job()).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'slow model',
      later: true,
    });
    const listed = (await call(instructor, 'GET', '/course/authoredCourses')).json<AuthoredCourse[]>();
    expect(listed.find((c) => c.id === courseId)).toMatchObject({ lessonsBuilt: 0, lessonsTotal: 3 });
    // Due again: it completes.
    await server.ctx.database.pool.query('UPDATE lesson_build_jobs SET run_after = $2 WHERE course_id = $1', [
      courseId,
      server.ctx.now(),
    ]);
    for (let i = 0; i < 100 && (await job()).status === 'queued'; i++) await buildQueuedLessons(server.ctx);
    expect(await job()).toMatchObject({ status: 'done', attempts: 1 });
  });
});

describe('inline constants', () => {
  it('creates a category, a learner once, a pathway; a taken name is a 409 on its field', async () => {
    const sector = `Sector ${Date.now()}`;
    const category = await call(instructor, 'POST', '/constants/newRecord/AudienceCategory', { sector });
    expect(category.statusCode).toBe(201);
    const again = await call(instructor, 'POST', '/constants/newRecord/AudienceCategory', { sector });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ sector: 'rules.nameTaken' });
    const id = category.json().id;
    await call(instructor, 'PUT', '/constants/newIntendedLearner', {
      categoryId: id,
      newLearner: 'Night students',
    });
    const twice = await call(instructor, 'PUT', '/constants/newIntendedLearner', {
      categoryId: id,
      newLearner: 'Night students',
    });
    expect(twice.json().intendedLearners).toEqual(['Night students']);
    expect(
      (await call(instructor, 'POST', '/constants/newRecord/Pathway', { name: 'ab' })).json().errors,
    ).toEqual({
      name: 'rules.min3',
    });
    expect(
      (await call(learner, 'POST', '/constants/newRecord/Pathway', { name: 'Learner path' })).statusCode,
    ).toBe(403);
  });
});

describe('the wizard’s AI (offline)', () => {
  const info = {
    type: 'academic',
    title: 'Fractions',
    keywords: ['adding fractions', 'equivalent fractions'],
    description: '',
    audiences: [{ category: 'School', intendedLearners: ['Grade 5 pupils'] }],
  };

  it('derives outcomes from the keywords and audiences, the same every time', async () => {
    const ask = () =>
      call(instructor, 'POST', '/ai/generateLearningOutcomes', {
        generalCourseInfo: info,
        currentLearningOutcomes: [],
      });
    const first = (await ask()).json();
    expect(first.learningOutcomes.map((o: { statement: string }) => o.statement)).toEqual([
      'Explain adding fractions in the context of Fractions.',
      'Compare equivalent fractions in the context of Fractions.',
    ]);
    expect(first.learningOutcomes[0].scope).toBe('Adding fractions for Grade 5 pupils.');
    expect((await ask()).json()).toEqual(first);
  });

  it('derives each outcome’s modules from its criteria', async () => {
    const outcome = {
      tempId: 'o1',
      statement: 'Explain adding fractions',
      scope: 's',
      domain: 'd',
      performanceCriteria: [{ tempId: 'p', description: 'The learner can add unlike fractions' }],
    };
    const response = await call(instructor, 'POST', '/ai/generateModules', {
      generalCourseInfo: info,
      courseLearningOutcomes: [outcome],
    });
    const [entry] = response.json().modules;
    expect(entry.learningOutcomeId).toBe('o1');
    expect(entry.modules[0].name).toBe('Add unlike fractions');
    expect(entry.modules[0].lessons.length).toBe(3);
  });

  it('says that no image model exists instead of faking one', async () => {
    const response = await call(instructor, 'POST', '/ai/generateImage', {
      name: 'Fractions',
      prompt: 'pizza',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('AI_UNAVAILABLE');
  });
});

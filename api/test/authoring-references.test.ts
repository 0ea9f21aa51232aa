import type { CourseContentTree } from '@elearn/contracts';
import { ADMIN, apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

const COURSE = 'algebra-foundations';
let server: TestServer;
let api: ReturnType<typeof apiOf>;
let instructor: SignedIn;
let learner: SignedIn;
let admin: SignedIn;
let otherInstructor: SignedIn;
let courseId: string;
let otherCourseId: string;

beforeAll(async () => {
  server = await startTestServer({ TEST_FIXTURES: 'true' });
  api = apiOf(server);
  [instructor, learner, admin] = await Promise.all([
    api.signIn(INSTRUCTOR),
    api.signIn(LEARNER),
    api.signIn(ADMIN),
  ]);
  const { rows } = await server.ctx.database.pool.query('SELECT id FROM courses WHERE seo_txt = $1', [
    COURSE,
  ]);
  courseId = rows[0].id;
  // Another course, taught by someone else: its instructor must not reach algebra, nor algebra's reach it.
  const other = (await api.post('/api/test-fixtures/courses', { title: 'Another course' })).json<{
    id: string;
    seoTxt: string;
  }>();
  otherCourseId = other.id;
  const account = (
    await api.post('/api/test-fixtures/accounts', { role: 'Instructor', teaching: [other.seoTxt] })
  ).json<{ email: string; password: string }>();
  otherInstructor = await api.signIn(account);
});
afterAll(() => server.close());

const put = (who: SignedIn, call: string, payload: object) =>
  server.app.inject({ method: 'PUT', url: `/api/course/${call}`, headers: bearer(who.accessToken), payload });
const treeOf = async (id = courseId) => {
  const { rows } = await server.ctx.database.pool.query(
    'SELECT learning_outcomes, modules FROM course_details WHERE course_id = $1',
    [id],
  );
  return JSON.stringify(rows[0]);
};
const reference = { courseId: '' };
beforeEach(() => {
  reference.courseId = courseId;
});

describe('the content tree', () => {
  it('is read by the course instructor and staff, refused to a learner and another course’s instructor', async () => {
    const read = (who: SignedIn) => api.get(`/api/course/contentTree/${courseId}`, bearer(who.accessToken));
    const tree = (await read(instructor)).json<CourseContentTree>();
    expect(tree.title).toBeTruthy();
    expect(tree.learningOutcomes.length).toBeGreaterThan(0);
    expect(tree.modules[0]!.lessons[0]!.content.length).toBeGreaterThan(20);
    expect((await read(admin)).statusCode).toBe(200);
    expect((await read(learner)).statusCode).toBe(403);
    expect((await read(otherInstructor)).statusCode).toBe(403);
  });
});

describe('PUT /course/updateTextByReference', () => {
  it('changes exactly the text the reference names and answers the new tree', async () => {
    const response = await put(instructor, 'updateTextByReference', {
      reference: { courseId },
      textReference: ['learningOutcomes', 0, 'performanceCriteria', 0, 'description'],
      text: '  Solves a linear equation in one unknown  ',
    });
    expect(response.statusCode).toBe(200);
    const tree = response.json<CourseContentTree>();
    expect(tree.learningOutcomes[0]!.performanceCriteria[0]!.description).toBe(
      'Solves a linear equation in one unknown',
    );
    expect(await treeOf()).toContain('Solves a linear equation in one unknown');
  });

  it('lets staff edit any course; Eve’s passages follow a lesson’s new content', async () => {
    const response = await put(admin, 'updateTextByReference', {
      reference: { courseId },
      textReference: ['modules', 0, 'lessons', 0, 'content'],
      text: 'Quokkas balance equations.\n\nBoth sides change together.',
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await server.ctx.database.pool.query(
      "SELECT count(*)::int AS n FROM eve_passages WHERE course_id = $1 AND body LIKE 'Quokkas%'",
      [courseId],
    );
    expect(rows[0].n).toBe(1);
  });

  const escapes: [string, unknown][] = [
    ['a prototype', ['__proto__', 'polluted']],
    ['a prototype inside a record', ['learningOutcomes', 0, '__proto__']],
    ['a constructor', ['constructor', 'prototype', 'polluted']],
    ['the users table', ['users', 0, 'email']],
    ['a field outside the content', ['title']],
    ['an unknown field of a record', ['modules', 0, 'learningOutcomeId']],
    ['a path given as a string', 'learningOutcomes.0.statement'],
    ['an index given as a string', ['learningOutcomes', '0', 'statement']],
    ['a negative index', ['learningOutcomes', -1, 'statement']],
    ['a path one step too long', ['modules', 0, 'name', 'x']],
  ];
  it.each(escapes)('refuses %s with 422 and changes nothing', async (_, textReference) => {
    const before = await treeOf();
    const response = await put(instructor, 'updateTextByReference', {
      reference: { courseId },
      textReference,
      text: 'escaped',
    });
    expect(response.statusCode).toBe(422);
    expect(await treeOf()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an index past the end of its list with 422, changing nothing', async () => {
    const before = await treeOf();
    for (const textReference of [
      ['learningOutcomes', 999, 'statement'],
      ['modules', 0, 'lessons', 999, 'name'],
      ['modules', 0, 'lessons', 0, 'learningOutcomes', 999],
    ]) {
      const response = await put(instructor, 'updateTextByReference', {
        reference: { courseId },
        textReference,
        text: 'x',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ reference: 'validation.invalid' });
    }
    expect(await treeOf()).toBe(before);
  });

  it('refuses an empty text', async () => {
    const response = await put(instructor, 'updateTextByReference', {
      reference: { courseId },
      textReference: ['modules', 0, 'name'],
      text: '   ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ text: 'validation.required' });
  });

  it('never reaches another course: its id is refused to this course’s instructor and a learner, nothing changes', async () => {
    const before = [await treeOf(), await treeOf(otherCourseId)];
    const body = (id: string) => ({
      reference: { courseId: id },
      textReference: ['modules', 0, 'name'],
      text: 'Taken over',
    });
    expect((await put(instructor, 'updateTextByReference', body(otherCourseId))).statusCode).toBe(403);
    expect((await put(otherInstructor, 'updateTextByReference', body(courseId))).statusCode).toBe(403);
    expect((await put(learner, 'updateTextByReference', body(courseId))).statusCode).toBe(403);
    expect(
      (await put(learner, 'pushNestedRecord', { reference: { courseId }, parentReference: ['modules'] }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await put(otherInstructor, 'popNestedRecord', {
          reference: { courseId },
          deleteReference: { parentReference: ['modules'], index: 0 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await put(instructor, 'updateTextByReference', {
          ...body(courseId),
          reference: { courseId: 'algebra-foundations' },
        })
      ).statusCode,
    ).toBe(422);
    expect([await treeOf(), await treeOf(otherCourseId)]).toEqual(before);
  });

  it('answers 404 for a course that does not exist', async () => {
    const response = await put(admin, 'updateTextByReference', {
      reference: { courseId: '00000000-0000-4000-8000-000000000000' },
      textReference: ['modules', 0, 'name'],
      text: 'x',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /course/pushNestedRecord and /course/popNestedRecord', () => {
  it('appends the default record of each list', async () => {
    const push = async (parentReference: unknown[]) => {
      const response = await put(instructor, 'pushNestedRecord', {
        reference: { courseId },
        parentReference,
      });
      expect(response.statusCode).toBe(200);
      return response.json<CourseContentTree>();
    };
    let tree = await push(['learningOutcomes']);
    expect(tree.learningOutcomes.at(-1)).toMatchObject({
      statement: 'New Learning Outcome',
      scope: 'New Scope',
      domain: 'New Domain',
      performanceCriteria: [{ description: 'New Performance Criteria' }],
    });
    tree = await push(['modules']);
    const added = tree.modules.at(-1)!;
    expect(added).toMatchObject({ name: 'New Module', number: tree.modules.length });
    expect(added.lessons).toEqual([
      expect.objectContaining({
        number: 1,
        name: 'New Lesson',
        learningOutcomes: ['New Learning Outcome'],
        content: 'New Lesson Content',
        otherInfo: 'New Lesson Info',
        sampleQuestions: [
          { type: 'New Questions Type', questions: [{ question: 'New Questions List', answer: '' }] },
        ],
      }),
    ]);
    const last = tree.modules.length - 1;
    tree = await push(['modules', last, 'lessons', 0, 'sampleQuestions', 0, 'questions']);
    expect(tree.modules[last]!.lessons[0]!.sampleQuestions[0]!.questions).toHaveLength(2);
    tree = await push(['modules', last, 'lessons']);
    expect(tree.modules[last]!.lessons.map((l) => [l.number, l.name])).toEqual([
      [1, 'New Lesson'],
      [2, 'New Lesson'],
    ]);
  });

  it('refuses a push into a list that does not exist, changing nothing', async () => {
    const before = await treeOf();
    for (const parentReference of [['modules', 999, 'lessons'], ['__proto__'], ['users']]) {
      const response = await put(instructor, 'pushNestedRecord', {
        reference: { courseId },
        parentReference,
      });
      expect(response.statusCode).toBe(422);
    }
    expect(await treeOf()).toBe(before);
  });

  it('pops an item only while its list holds more than one', async () => {
    const pop = (parentReference: unknown[], index: number) =>
      put(instructor, 'popNestedRecord', {
        reference: { courseId },
        deleteReference: { parentReference, index },
      });
    await put(instructor, 'pushNestedRecord', {
      reference: { courseId },
      parentReference: ['learningOutcomes', 0, 'performanceCriteria'],
    });
    const tree = (
      await api.get(`/api/course/contentTree/${courseId}`, bearer(instructor.accessToken))
    ).json<CourseContentTree>();
    const criteria = tree.learningOutcomes[0]!.performanceCriteria;
    expect(criteria.length).toBeGreaterThan(1);
    // Delete all but one, from the front; the last one stays.
    for (let left = criteria.length; left > 1; left -= 1) {
      const response = await pop(['learningOutcomes', 0, 'performanceCriteria'], 0);
      expect(response.statusCode).toBe(200);
      expect(response.json<CourseContentTree>().learningOutcomes[0]!.performanceCriteria).toHaveLength(
        left - 1,
      );
    }
    const before = await treeOf();
    const refused = await pop(['learningOutcomes', 0, 'performanceCriteria'], 0);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ deleteReference: 'validation.invalid' });
    expect((await pop(['learningOutcomes'], 999)).statusCode).toBe(422);
    expect(await treeOf()).toBe(before);
  });
});

import type { CourseForm } from '@elearn/contracts';
import { ADMIN, apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { courseConstants, createCourse, PNG } from './authoring-fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let instructor: SignedIn;
let learner: SignedIn;
let admin: SignedIn;
let courseId: string;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  [instructor, learner, admin] = await Promise.all([
    api.signIn(INSTRUCTOR),
    api.signIn(LEARNER),
    api.signIn(ADMIN),
  ]);
  const { rows } = await server.ctx.database.pool.query('SELECT id FROM courses WHERE seo_txt = $1', [
    'algebra-foundations',
  ]);
  courseId = rows[0].id;
});
afterAll(() => server.close());

const read = (who: SignedIn) => api.get(`/api/course/courseForm/${courseId}`, bearer(who.accessToken));
const save = (who: SignedIn, payload: object) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/course/updateCourse/${courseId}`,
    headers: bearer(who.accessToken),
    payload,
  });
const stored = async () =>
  (
    await server.ctx.database.pool.query(
      'SELECT c.title, c.additional_fees_piastres, d.learning_outcomes, d.modules FROM courses c JOIN course_details d ON d.course_id = c.id WHERE c.id = $1',
      [courseId],
    )
  ).rows[0];

describe('the full course form', () => {
  it('reads the course as the form’s values for its instructor and staff, not for a learner', async () => {
    const response = await read(instructor);
    expect(response.statusCode).toBe(200);
    const form = response.json<CourseForm>();
    expect(form.title).toBeTruthy();
    expect(form.modules[0]!.lessons[0]!.content.length).toBeGreaterThan(20);
    expect(form.modules[0]!.lessons[0]!.sampleQuestions[0]!.questions).toContain('\n');
    expect((await read(admin)).statusCode).toBe(200);
    expect((await read(learner)).statusCode).toBe(403);
  });

  it('reads a course without content yet as it is (the rules apply when it is saved)', async () => {
    const { rows } = await server.ctx.database.pool.query(
      "INSERT INTO courses (title, seo_txt, type) VALUES ('Empty course', 'empty-course-form', 'academic') RETURNING id",
    );
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/course/courseForm/${rows[0].id}`,
      headers: bearer(admin.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      title: 'Empty course',
      description: '',
      keywords: [],
      additionalFees: '',
      learningOutcomes: [],
      modules: [],
    });
  });

  it('saves every part in place: ids kept, a kept question keeps its answer, a new lesson gets an id', async () => {
    const before = await stored();
    const form = (await read(instructor)).json<CourseForm>();
    const lesson = form.modules[0]!.lessons[0]!;
    const firstQuestion = lesson.sampleQuestions[0]!.questions.split('\n')[0]!;
    lesson.sampleQuestions[0]!.questions = `${firstQuestion}\nWhat is 3 + 4?`;
    form.modules[0]!.lessons.push({
      number: 99,
      name: 'Review',
      learningOutcomes: ['Check a solution'],
      content: 'Put the value back into the equation.',
      sampleQuestions: [{ type: 'short answer', questions: 'Is x = 2 a solution of x + 1 = 3?' }],
      otherInfo: '',
    });
    const response = await save(instructor, {
      ...form,
      title: 'Algebra Foundations, revised',
      additionalFees: 12.5,
    });
    expect(response.statusCode).toBe(200);
    const after = await stored();
    expect(after.title).toBe('Algebra Foundations, revised');
    expect(after.additional_fees_piastres).toBe(1250);
    expect(after.learning_outcomes.map((o: { id: string }) => o.id)).toEqual(
      before.learning_outcomes.map((o: { id: string }) => o.id),
    );
    const [savedLesson, ...rest] = after.modules[0].lessons;
    expect(savedLesson.id).toBe(before.modules[0].lessons[0].id);
    const oldAnswer = before.modules[0].lessons[0].sampleQuestions[0].questions[0].answer;
    expect(savedLesson.sampleQuestions[0].questions).toEqual([
      { question: firstQuestion, answer: oldAnswer },
      { question: 'What is 3 + 4?', answer: '' },
    ]);
    const added = rest.at(-1);
    expect(added).toMatchObject({ number: 99, name: 'Review' });
    expect(added.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an invalid form with the rules’ keys by path, changing nothing', async () => {
    const before = await stored();
    const form = (await read(instructor)).json<CourseForm>();
    form.modules[0]!.lessons[0]!.sampleQuestions = [];
    form.modules[0]!.outcome = 40;
    const response = await save(instructor, { ...form, title: 'Al' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      title: 'rules.min3',
      'modules.0.lessons.0.sampleQuestions': 'rules.sampleQuestionsMin',
      'modules.0.outcome': 'rules.required',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses the title of another course (any case, spaces around) as the wizard does, changing nothing; keeps its own', async () => {
    const before = await stored();
    const { rows } = await server.ctx.database.pool.query(
      "SELECT title FROM courses WHERE id <> $1 AND title <> '' ORDER BY title LIMIT 1",
      [courseId],
    );
    const other = rows[0].title as string;
    const form = (await read(instructor)).json<CourseForm>();
    const response = await save(instructor, { ...form, title: `  ${other.toUpperCase()} ` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ title: 'rules.titleTaken' });
    expect(await stored()).toEqual(before);
    // Saving the course under its own title (another case) is no clash.
    expect((await save(instructor, { ...form, title: form.title.toUpperCase() })).statusCode).toBe(200);
    await save(instructor, form);
  });

  it('is refused to a learner, changing nothing', async () => {
    const before = await stored();
    const form = (await read(instructor)).json<CourseForm>();
    expect((await save(learner, { ...form, title: 'Taken over' })).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});

describe('the course form creating a course (POST /course/createCourse)', () => {
  /** A whole course as the form's create mode sends it: general fields and complete lessons. */
  const formCourse = async (title: string) => {
    const ids = await courseConstants(server);
    return {
      type: 'academic',
      title,
      description: '',
      keywords: ['fractions'],
      audiences: [{ category: ids.category, intendedLearners: [] }],
      additionalFees: null,
      educationalSystem: ids.system,
      gradeLevels: [ids.grade],
      learningOutcomes: [
        {
          statement: 'Add fractions',
          scope: 'Like denominators',
          domain: 'Cognitive',
          performanceCriteria: [{ description: 'Adds two fractions' }],
        },
      ],
      modules: [
        {
          number: 1,
          name: 'Adding',
          outcome: 0,
          lessons: [
            {
              number: 1,
              name: 'Same denominators',
              learningOutcomes: ['Add 1/4 and 2/4'],
              content: 'Keep the denominator and add the numerators.',
              sampleQuestions: [
                { type: 'short answer', questions: 'What is 1/4 + 2/4?\nWhat is 2/5 + 2/5?' },
              ],
            },
          ],
        },
      ],
    };
  };
  const jobsOf = async (id: string) =>
    Number(
      (
        await server.ctx.database.pool.query(
          'SELECT count(*) AS n FROM lesson_build_jobs WHERE course_id = $1',
          [id],
        )
      ).rows[0].n,
    );

  it('creates the course with its lessons as written: nothing is left to build', async () => {
    const created = await createCourse(server, instructor, await formCourse('Fractions by form'), PNG);
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    const form = (
      await api.get(`/api/course/courseForm/${id}`, bearer(instructor.accessToken))
    ).json<CourseForm>();
    expect(form.title).toBe('Fractions by form');
    expect(form.modules[0]!.lessons[0]!).toMatchObject({
      name: 'Same denominators',
      content: 'Keep the denominator and add the numerators.',
      sampleQuestions: [{ type: 'short answer', questions: 'What is 1/4 + 2/4?\nWhat is 2/5 + 2/5?' }],
    });
    expect(await jobsOf(id)).toBe(0);
  });

  it('answers the rules’ keys by path for an incomplete form, creating nothing', async () => {
    const course = await formCourse('Fractions half done');
    course.modules[0]!.lessons[0]!.content = '';
    const { educationalSystem: _dropped, ...noSystem } = course;
    const refused = await createCourse(server, instructor, noSystem, PNG);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'modules.0.lessons.0.content': 'rules.required',
      educationalSystem: 'rules.required',
    });
    const noCover = await createCourse(server, instructor, await formCourse('Fractions no cover'), null);
    expect(noCover.json().errors).toEqual({ image: 'rules.image' });
    const { rows } = await server.ctx.database.pool.query(
      "SELECT 1 FROM courses WHERE title IN ('Fractions half done', 'Fractions no cover')",
    );
    expect(rows).toEqual([]);
  });
});

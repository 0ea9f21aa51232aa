import type { LightMyRequestResponse } from 'fastify';
import { ADMIN, apiOf, bearer, DEMO_PASSWORD, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import type { TestServer } from './harness';

/** Who calls, in the authorization matrix (issue 19). */
export const ACTORS = [
  'anonymous',
  'learner',
  'otherLearner',
  'instructor',
  'otherInstructor',
  'editor',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * The people and things the matrix calls about. Course A: the learner and another learner
 * are enrolled, the instructor teaches it. Course B: the other instructor teaches it, and a
 * stranger (no actor) is enrolled. "Own" resources are the learner's, in course A; "another's"
 * are the stranger's, in course B (an instructor's draft is its own instructor's).
 */
export interface Fixture {
  as: Record<Exclude<Actor, 'anonymous'>, SignedIn>;
  stranger: SignedIn;
  courseA: { id: string; seoTxt: string };
  courseB: { id: string; seoTxt: string };
  /** A course nobody here is in, for enrolling. */
  courseC: { id: string };
  own: Resources;
  others: Resources;
}

export interface Resources {
  userId: string;
  courseId: string;
  post: string;
  postSeoTxt: string;
  comment: string;
  reply: string;
  event: string;
  ticket: string;
  board: string;
  corner: string;
  notification: string;
  progress: string;
  order: string;
  exam: string;
  examId: string;
  question: string;
  lesson: { lo: string; mod: string; lesson: string };
  draft: string;
  analysis: string;
}

/** A fresh resource of the kind, made by its owner: for calls that remove what they are given. */
export interface Makers {
  post(owner: 'own' | 'others'): Promise<string>;
  /** A post with a comment with a reply: the comment's and the reply's ids. */
  thread(owner: 'own' | 'others'): Promise<{ comment: string; reply: string }>;
  board(owner: 'own' | 'others'): Promise<string>;
  event(owner: 'own' | 'others'): Promise<string>;
  question(owner: 'own' | 'others'): Promise<string>;
}

const ok = (response: LightMyRequestResponse, what: string) => {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
};

export async function makeFixture(server: TestServer): Promise<Fixture & Makers> {
  const api = apiOf(server);
  const sql = async <T extends object>(text: string, values: unknown[] = []) =>
    (await server.ctx.database.pool.query<T>(text, values)).rows;
  const course = async (seoTxt: string) =>
    (
      await sql<{ id: string; seoTxt: string }>(
        'SELECT id, seo_txt AS "seoTxt" FROM courses WHERE seo_txt = $1',
        [seoTxt],
      )
    )[0]!;
  const courseA = await course('algebra-foundations');
  const courseB = await course('physics-motion-and-forces');
  const courseC = await course('data-analysis-with-spreadsheets');
  const call = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, payload, headers: bearer(who.accessToken) });

  const [learner, instructor, editor, admin, otherLearner, stranger, other] = await Promise.all([
    api.signIn(LEARNER),
    api.signIn(INSTRUCTOR),
    api.signIn({ email: 'editor@demo.test', password: DEMO_PASSWORD }),
    api.signIn(ADMIN),
    api.signUp(),
    api.signUp(),
    api.signUp(),
  ]);
  await sql("UPDATE users SET role = 'Instructor', permission_level = 2 WHERE id = $1", [other.userId]);
  await sql('INSERT INTO course_instructors (course_id, user_id) VALUES ($1, $2)', [
    courseB.id,
    other.userId,
  ]);
  await sql('INSERT INTO course_progress (user_id, course_id) VALUES ($1, $2), ($3, $4)', [
    otherLearner.userId,
    courseA.id,
    stranger.userId,
    courseB.id,
  ]);
  // The stranger's plan is the demo learner's, so they own what a plan unlocks (corners, exams).
  await sql(
    `INSERT INTO user_plans (user_id, plan_id, start_date, renew_date)
     SELECT $1, plan_id, start_date, renew_date FROM user_plans WHERE user_id = $2`,
    [stranger.userId, learner.userId],
  );
  // Signed in again: the role is read when signing in.
  const otherInstructor = await api.signIn({
    email: (await sql<{ email: string }>('SELECT email FROM users WHERE id = $1', [other.userId]))[0]!.email,
    password: 'secret123',
  });

  const firstLesson = async (courseId: string) =>
    (
      await sql<{ lo: string; mod: string; lesson: string }>(
        `SELECT m->>'learningOutcomeId' AS lo, m->>'id' AS mod, m->'lessons'->0->>'id' AS lesson
         FROM course_details d, jsonb_array_elements(d.modules) WITH ORDINALITY AS x(m, n)
         WHERE d.course_id = $1 AND n = 1`,
        [courseId],
      )
    )[0]!;

  const event = async (who: SignedIn) =>
    ok(
      await call(who, 'POST', '/calender/events', {
        title: 'Matrix event',
        startDate: '2031-03-07T09:00:00.000Z',
      }),
      'event',
    )._id as string;
  const post = async (who: SignedIn, seoTxt: string) =>
    ok(await call(who, 'POST', `/forum/addPost/${seoTxt}`, { content: '<p>Matrix post</p>' }), 'post') as {
      id: string;
      seoTxt: string;
    };
  const thread = async (who: SignedIn, seoTxt: string) => {
    const { id, seoTxt: postSeoTxt } = await post(who, seoTxt);
    const comment = ok(
      await call(who, 'POST', `/forum/addComment/${id}`, { content: '<p>Matrix comment</p>' }),
      'comment',
    ).id as string;
    const reply = ok(
      await call(who, 'POST', `/forum/replyComment/${comment}`, { content: '<p>Matrix reply</p>' }),
      'reply',
    ).id as string;
    return { post: id, postSeoTxt, comment, reply };
  };
  const board = async (who: SignedIn) =>
    ok(await call(who, 'POST', '/whiteboard/save', { name: 'Matrix board', drawings: [] }), 'board')
      .id as string;
  const question = async (who: SignedIn, courseId: string) => {
    const lesson = await firstLesson(courseId);
    return ok(
      await call(who, 'POST', `/course/questions/${courseId}`, {
        learningOutcomeId: lesson.lo,
        moduleId: lesson.mod,
        lessonId: lesson.lesson,
        type: 'tf',
        prompt: 'Matrix question?',
        correct: [1],
        difficultyLevel: 1,
        cognitiveLevel: 1,
      }),
      'question',
    ).id as string;
  };

  async function resources(owner: SignedIn, author: SignedIn, teacher: SignedIn, at: typeof courseA) {
    const forum = await thread(owner, at.seoTxt);
    const ticket = ok(
      await call(owner, 'POST', '/tickets', { subject: 'Matrix ticket', category: 'other', message: 'Help' }),
      'ticket',
    ).ticket.id as string;
    const corner = ok(await call(owner, 'POST', '/study-corners', { name: 'Matrix corner' }), 'corner')
      .id as string;
    const [notification] = await sql<{ id: string }>(
      `INSERT INTO notifications (user_id, event_short, template, template_type)
       VALUES ($1, 'matrix', 'Matrix notice', 'text') RETURNING id`,
      [owner.userId],
    );
    const [progress] = await sql<{ id: string }>(
      'SELECT id FROM course_progress WHERE user_id = $1 AND course_id = $2',
      [owner.userId, at.id],
    );
    const plan = (await sql<{ id: string }>("SELECT id FROM plans WHERE name = 'Basic'"))[0]!.id;
    const order = ok(
      await call(owner, 'POST', '/payments/checkout', { itemType: 'plan', itemId: plan }),
      'order',
    ).orderId as string;
    const lesson = await firstLesson(at.id);
    const exam = ok(
      await call(owner, 'POST', `/assessment/lesson/${at.id}/${lesson.lo}/${lesson.mod}/${lesson.lesson}`),
      'exam',
    ).hash as string;
    const [examRow] = await sql<{ id: string }>('SELECT id FROM exams WHERE hash = $1', [exam]);
    const draft = ok(await call(author, 'POST', '/course/drafts'), 'draft').id as string;
    const analysis = ok(
      await call(author === instructor ? editor : admin, 'POST', '/dacum/analyses', {}),
      'analysis',
    ).id as string;
    return {
      userId: owner.userId,
      courseId: at.id,
      ...forum,
      event: await event(owner),
      ticket,
      board: await board(owner),
      corner,
      notification: notification!.id,
      progress: progress!.id,
      order,
      exam,
      examId: examRow!.id,
      question: await question(teacher, at.id),
      lesson,
      draft,
      analysis,
    };
  }

  const own = await resources(learner, instructor, instructor, courseA);
  const others = await resources(stranger, otherInstructor, otherInstructor, courseB);
  const owners = {
    own: [learner, courseA, instructor] as const,
    others: [stranger, courseB, otherInstructor] as const,
  };
  return {
    as: { learner, otherLearner, instructor, otherInstructor, editor, admin },
    stranger,
    courseA,
    courseB,
    courseC,
    own,
    others,
    post: async (whose) => (await post(owners[whose][0], owners[whose][1].seoTxt)).id,
    thread: (whose) => thread(owners[whose][0], owners[whose][1].seoTxt),
    board: (whose) => board(owners[whose][0]),
    event: (whose) => event(owners[whose][0]),
    question: (whose) => question(owners[whose][2], owners[whose][1].id),
  };
}

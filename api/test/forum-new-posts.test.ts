import { type ForumPost, forumNewPostsSchema } from '@elearn/contracts';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

/*
 * GET /forum/newPosts/{course}: how many posts others published since the caller last
 * opened the course's forum list, the number the course page, progress page and
 * dashboard show beside their link to the forum.
 */

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let courseId: string;
let reader: SignedIn;
let writer: SignedIn;
let outsider: SignedIn;
let instructor: SignedIn;
let editor: SignedIn;

const COURSE = 'new-posts-course';

const call = (method: 'GET' | 'POST', url: string, who: SignedIn, payload?: object) =>
  server.app.inject({ method, url: `/api/forum${url}`, headers: bearer(who.accessToken), payload });

async function newPosts(who: SignedIn, course = courseId) {
  const response = await call('GET', `/newPosts/${course}`, who);
  expect(response.statusCode).toBe(200);
  return forumNewPostsSchema.parse(response.json()).count;
}
async function publish(who: SignedIn, text: string): Promise<ForumPost> {
  const response = await call('POST', `/addPost/${courseId}`, who, { content: `<p>${text}</p>` });
  expect(response.statusCode).toBe(201);
  return response.json();
}
const openForum = async (who: SignedIn) =>
  expect((await call('GET', `/listPosts/${COURSE}`, who)).statusCode).toBe(200);

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  const db = server.ctx.database.pool;
  const { rows } = await db.query<{ id: string }>(
    "INSERT INTO courses (title, seo_txt, type) VALUES ('New posts', $1, 'academic') RETURNING id",
    [COURSE],
  );
  courseId = rows[0]!.id;
  reader = await api.signUp();
  writer = await api.signUp();
  outsider = await api.signUp();
  instructor = await api.signIn(INSTRUCTOR);
  editor = await api.signIn({ email: 'editor@demo.test', password: LEARNER.password });
  for (const who of [reader, writer])
    await db.query('INSERT INTO course_progress (user_id, course_id) VALUES ($1, $2)', [
      who.userId,
      courseId,
    ]);
  await db.query('INSERT INTO course_instructors (course_id, user_id) VALUES ($1, $2)', [
    courseId,
    instructor.userId,
  ]);
});
afterAll(() => server.close());

it('counts the posts others published since the last visit to the forum list, per member', async () => {
  expect(await newPosts(reader)).toBe(0);
  await publish(writer, 'First');
  await publish(writer, 'Second');
  // Never visited: every post by someone else is new; one's own posts never are.
  expect(await newPosts(reader)).toBe(2);
  expect(await newPosts(writer)).toBe(0);
  expect(await newPosts(instructor)).toBe(2);

  await openForum(reader);
  expect(await newPosts(reader)).toBe(0);
  // One member's visit is theirs alone.
  expect(await newPosts(instructor)).toBe(2);

  const third = await publish(writer, 'Third');
  expect(await newPosts(reader)).toBe(1);
  // A later page of the list is not a new visit.
  const older = await call('GET', `/listPosts/${COURSE}?limit=1&after=${third.id}`, reader);
  expect(older.statusCode).toBe(200);
  expect(await newPosts(reader)).toBe(1);
  // A post the reader reported is hidden from them, so it is not new to them either.
  expect((await call('POST', `/report/Post/${third.id}`, reader)).statusCode).toBe(201);
  expect(await newPosts(reader)).toBe(0);
});

it('is the course by id or seoTxt, for members and staff only', async () => {
  await publish(writer, 'For staff');
  expect(await newPosts(editor, COURSE)).toBeGreaterThan(0);
  expect(await newPosts(instructor, COURSE)).toBe(await newPosts(instructor, courseId));
  expect((await call('GET', `/newPosts/${courseId}`, outsider)).statusCode).toBe(403);
  expect((await call('GET', '/newPosts/no-such-course', reader)).statusCode).toBe(404);
  expect((await api.get(`/api/forum/newPosts/${courseId}`)).statusCode).toBe(401);
});

it('records no visit for a caller who may not read the forum', async () => {
  expect((await call('GET', `/listPosts/${courseId}`, outsider)).statusCode).toBe(403);
  const { rows } = await server.ctx.database.pool.query('SELECT 1 FROM forum_visits WHERE user_id = $1', [
    outsider.userId,
  ]);
  expect(rows).toEqual([]);
});

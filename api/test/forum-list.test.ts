import { type ForumPost, forumNewPostsSchema } from '@elearn/contracts';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

/*
 * The course's post list: paged by a cursor (created_at, id) that posts published or
 * deleted between pages never shift, and GET /forum/newPosts/{course}, how many posts
 * others published since the caller last opened the list (the number the course page,
 * progress page and dashboard show beside their link to the forum).
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
  const [top] = (await call('GET', `/listPosts/${COURSE}?limit=1&skip=1`, reader)).json() as ForumPost[];
  const older = await call('GET', `/listPosts/${COURSE}?limit=1&cursor=${top!.cursor}`, reader);
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

describe('paging by cursor', () => {
  const page = async (query: string) => {
    const response = await call('GET', `/listPosts/${courseId}?limit=3${query}`, writer);
    expect(response.statusCode).toBe(200);
    return response.json() as ForumPost[];
  };
  const text = (posts: ForumPost[]) => posts.map((post) => post.content.replace(/<\/?p>/g, ''));
  const remove = async (post: ForumPost) =>
    expect(
      (
        await server.app.inject({
          method: 'DELETE',
          url: `/api/forum/deletePost/${post.id}`,
          headers: bearer(writer.accessToken),
        })
      ).statusCode,
    ).toBe(200);

  it('neither skips nor repeats a post, nor ends early, when posts are published and deleted between pages', async () => {
    await server.ctx.database.pool.query('DELETE FROM forum_posts WHERE course_id = $1', [courseId]);
    const posts: ForumPost[] = [];
    for (let i = 1; i <= 8; i += 1) posts.push(await publish(writer, `P${i}`));
    const first = await page('');
    expect(text(first)).toEqual(['P8', 'P7', 'P6']);
    // Between pages: one published on top, the page's last post and the next one deleted.
    await publish(writer, 'P9');
    await remove(posts[5]!);
    await remove(posts[4]!);
    const second = await page(`&cursor=${first.at(-1)!.cursor}`);
    expect(text(second)).toEqual(['P4', 'P3', 'P2']);
    const third = await page(`&cursor=${second.at(-1)!.cursor}`);
    expect(text(third)).toEqual(['P1']);
  });

  it('tells apart posts published in the same instant, by id', async () => {
    await server.ctx.database.pool.query('DELETE FROM forum_posts WHERE course_id = $1', [courseId]);
    await server.ctx.database.pool.query(
      `INSERT INTO forum_posts (seo_txt, course_id, user_id, content, created_at)
       SELECT 'same-instant-' || n, $1, $2, '<p>S' || n || '</p>', '2026-01-01T10:00:00.123456Z'
       FROM generate_series(1, 5) n`,
      [courseId, writer.userId],
    );
    const seen: string[] = [];
    let cursor = '';
    for (;;) {
      const response = await call('GET', `/listPosts/${courseId}?limit=2${cursor}`, writer);
      const posts = response.json() as ForumPost[];
      seen.push(...text(posts));
      if (posts.length < 2) break;
      cursor = `&cursor=${encodeURIComponent(posts.at(-1)!.cursor!)}`;
    }
    expect(seen.sort()).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']);
  });

  it('refuses a cursor that is no place in the list, and changes nothing', async () => {
    for (const bad of [
      'yesterday',
      '2026-01-01T10:00:00.123456Z~not-a-uuid',
      `2026-13-45T99:00:00.000000Z~${courseId}`,
    ]) {
      const response = await call('GET', `/listPosts/${courseId}?cursor=${encodeURIComponent(bad)}`, writer);
      expect([bad, response.statusCode]).toEqual([bad, 422]);
    }
  });
});

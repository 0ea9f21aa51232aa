import {
  type ForumComment,
  type ForumPost,
  type ForumPostPage,
  type ForumReply,
  forumPostPageSchema,
} from '@elearn/contracts';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let courseId: string;
let learner: SignedIn;
let other: SignedIn;
let outsider: SignedIn;
let instructor: SignedIn;
let editor: SignedIn;

const COURSE = 'algebra-foundations';

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: object) {
  return server.app.inject({ method, url: `/api/forum${url}`, headers: bearer(who.accessToken), payload });
}
async function enrol(user: SignedIn) {
  await server.ctx.database.pool.query('INSERT INTO course_progress (user_id, course_id) VALUES ($1, $2)', [
    user.userId,
    courseId,
  ]);
}
const html = (text: string) => ({ content: `<p>${text}</p>` });

async function newPost(who: SignedIn, text = 'A question'): Promise<ForumPost> {
  const response = await call('POST', `/addPost/${courseId}`, who, html(text));
  expect(response.statusCode).toBe(201);
  return response.json();
}
async function newComment(who: SignedIn, postId: string, text = 'A comment'): Promise<ForumComment> {
  const response = await call('POST', `/addComment/${postId}`, who, html(text));
  expect(response.statusCode).toBe(201);
  return response.json();
}
async function newReply(who: SignedIn, commentId: string, text = 'A reply'): Promise<ForumReply> {
  const response = await call('POST', `/replyComment/${commentId}`, who, html(text));
  expect(response.statusCode).toBe(201);
  return response.json();
}

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  const { rows } = await server.ctx.database.pool.query<{ id: string }>(
    'SELECT id FROM courses WHERE seo_txt = $1',
    [COURSE],
  );
  courseId = rows[0]!.id;
  learner = await api.signIn(LEARNER);
  instructor = await api.signIn(INSTRUCTOR);
  editor = await api.signIn({ email: 'editor@demo.test', password: LEARNER.password });
  other = await api.signUp();
  outsider = await api.signUp();
  await enrol(other);
});
afterAll(() => server.close());

describe('reading', () => {
  it('shows the seeded forum to the enrolled learner, the instructor and staff, newest post first', async () => {
    for (const who of [learner, instructor, editor]) {
      const response = await call('GET', `/listPosts/${COURSE}?limit=5&skip=0`, who);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((p: ForumPost) => p.seoTxt)).toContain('welcome-to-the-algebra-forum');
    }
    const page = forumPostPageSchema.parse(
      (await call('GET', '/post/welcome-to-the-algebra-forum', learner)).json(),
    );
    expect(page.comments).toHaveLength(2);
    expect(page.post.commentsCount).toBe(3);
    expect(page.comments[0]!.replies).toHaveLength(1);
    expect(page.comments[0]!.repliesCount).toBe(2);
    expect(page.post.author.firstName).toBeTruthy();
  });

  it('answers 403 to a learner who is not enrolled, on every read', async () => {
    const { post, comments } = (
      await call('GET', '/post/welcome-to-the-algebra-forum', learner)
    ).json() as ForumPostPage;
    for (const url of [
      `/listPosts/${courseId}`,
      `/listPosts/${COURSE}`,
      '/post/welcome-to-the-algebra-forum',
      `/comments/${post.id}`,
      `/replies/${comments[0]!.id}`,
      `/locate/Comment/${comments[0]!.id}`,
    ]) {
      const response = await call('GET', url, outsider);
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await api.get(`/api/forum/listPosts/${courseId}`)).statusCode).toBe(401);
  });
});

describe('paging', () => {
  it('pages posts by 5, comments and replies by skip/limit, and locates an item on a later page', async () => {
    // A course of its own so the seeded posts do not count.
    const { rows } = await server.ctx.database.pool.query<{ id: string }>(
      "INSERT INTO courses (title, seo_txt, type) VALUES ('Paging', 'paging-course', 'academic') RETURNING id",
    );
    const pagingCourse = rows[0]!.id;
    await server.ctx.database.pool.query('INSERT INTO course_progress (user_id, course_id) VALUES ($1, $2)', [
      learner.userId,
      pagingCourse,
    ]);
    for (let i = 1; i <= 12; i += 1) {
      expect((await call('POST', `/addPost/${pagingCourse}`, learner, html(`Post ${i}`))).statusCode).toBe(
        201,
      );
    }
    const pages = [];
    for (const skip of [0, 5, 10])
      pages.push((await call('GET', `/listPosts/${pagingCourse}?limit=5&skip=${skip}`, learner)).json());
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(pages[0][0].content).toBe('<p>Post 12</p>');
    expect(pages[2][1].content).toBe('<p>Post 1</p>');

    const post = await newPost(learner, 'Long thread');
    const comments = [];
    for (let i = 1; i <= 7; i += 1) comments.push(await newComment(other, post.id, `Comment ${i}`));
    const replies = [];
    for (let i = 1; i <= 6; i += 1) replies.push(await newReply(learner, comments[5]!.id, `Reply ${i}`));

    const first = (await call('GET', `/post/${post.seoTxt}`, learner)).json() as ForumPostPage;
    expect(first.comments.map((c) => c.content)).toEqual(['<p>Comment 1</p>', '<p>Comment 2</p>']);
    const more = (await call('GET', `/comments/${post.id}?skip=2&limit=2`, learner)).json() as ForumComment[];
    expect(more.map((c) => c.content)).toEqual(['<p>Comment 3</p>', '<p>Comment 4</p>']);
    const r = (
      await call('GET', `/replies/${comments[5]!.id}?skip=1&limit=2`, learner)
    ).json() as ForumReply[];
    expect(r.map((x) => x.content)).toEqual(['<p>Reply 2</p>', '<p>Reply 3</p>']);

    const located = (await call('GET', `/locate/Reply/${replies[4]!.id}`, learner)).json();
    expect(located).toEqual({
      postSeoTxt: post.seoTxt,
      commentId: comments[5]!.id,
      commentIndex: 5,
      replyId: replies[4]!.id,
      replyIndex: 4,
    });
    const upTo = (await call('GET', `/post/${post.seoTxt}?commentsLimit=6`, learner)).json() as ForumPostPage;
    expect(upTo.comments.at(-1)!.id).toBe(comments[5]!.id);
  });
});

describe('likes', () => {
  it('like and unlike answer the new list of likes, and liking twice counts once', async () => {
    const post = await newPost(learner);
    expect((await call('POST', `/like/${post.id}`, learner)).json()).toEqual([learner.userId]);
    expect((await call('POST', `/like/${post.id}`, learner)).json()).toEqual([learner.userId]);
    expect((await call('POST', `/like/${post.id}`, other)).json()).toEqual([learner.userId, other.userId]);
    expect((await call('POST', `/unlike/${post.id}`, learner)).json()).toEqual([other.userId]);
    expect((await call('POST', `/like/${post.id}`, outsider)).statusCode).toBe(403);
  });
});

describe('permissions', () => {
  it('refuses every write by the wrong user with 403 and changes nothing', async () => {
    const post = await newPost(learner, 'Mine');
    const comment = await newComment(learner, post.id, 'My comment');
    const reply = await newReply(learner, comment.id, 'My reply');
    const content = async (table: string, id: string) =>
      (await server.ctx.database.pool.query(`SELECT content FROM ${table} WHERE id = $1`, [id])).rows[0]
        ?.content;
    const attempts: [SignedIn, 'POST' | 'PUT' | 'DELETE', string][] = [];
    for (const who of [other, instructor]) {
      attempts.push(
        [who, 'PUT', `/updatePost/${post.id}`],
        [who, 'PUT', `/updateComment/${comment.id}`],
        [who, 'PUT', `/updateReply/${reply.id}`],
        [who, 'DELETE', `/deletePost/${post.id}`],
        [who, 'DELETE', `/deleteComment/${comment.id}`],
        [who, 'DELETE', `/deleteReply/${reply.id}`],
      );
    }
    for (const [type, id] of [
      ['Post', post.id],
      ['Comment', comment.id],
      ['Reply', reply.id],
    ]) {
      attempts.push([learner, 'POST', `/report/${type}/${id}`]);
    }
    attempts.push(
      [outsider, 'POST', `/addPost/${courseId}`],
      [outsider, 'POST', `/addComment/${post.id}`],
      [outsider, 'POST', `/replyComment/${comment.id}`],
      [outsider, 'POST', `/report/Post/${post.id}`],
      [outsider, 'POST', `/like/${post.id}`],
    );
    for (const [who, method, url] of attempts) {
      const response = await call(method, url, who, method === 'DELETE' ? undefined : html('Hijacked'));
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
    expect(await content('forum_posts', post.id)).toBe('<p>Mine</p>');
    expect(await content('forum_comments', comment.id)).toBe('<p>My comment</p>');
    expect(await content('forum_replies', reply.id)).toBe('<p>My reply</p>');
    const { rows } = await server.ctx.database.pool.query(
      'SELECT (SELECT count(*)::int FROM forum_reports WHERE item_id IN ($1, $2, $3)) AS reports, (SELECT count(*)::int FROM forum_likes WHERE post_id = $1) AS likes',
      [post.id, comment.id, reply.id],
    );
    expect(rows[0]).toEqual({ reports: 0, likes: 0 });
    expect(
      (await call('GET', `/listPosts/${courseId}?limit=50`, learner))
        .json()
        .filter((p: ForumPost) => p.content === '<p>Hijacked</p>'),
    ).toEqual([]);
  });

  it('lets authors edit and delete their own content, and staff anyone’s', async () => {
    const post = await newPost(other, 'Editable');
    const comment = await newComment(other, post.id);
    const reply = await newReply(other, comment.id);
    expect((await call('PUT', `/updatePost/${post.id}`, other, html('Edited'))).json()).toEqual({
      id: post.id,
      content: '<p>Edited</p>',
    });
    expect((await call('PUT', `/updateComment/${comment.id}`, editor, html('By staff'))).statusCode).toBe(
      200,
    );
    expect((await call('PUT', `/updateReply/${reply.id}`, editor, html('By staff'))).statusCode).toBe(200);
    const page = (await call('GET', `/post/${post.seoTxt}`, learner)).json() as ForumPostPage;
    expect(page.post.canEdit).toBe(false);
    expect(page.post.canReport).toBe(true);
    expect(page.comments[0]!.content).toBe('<p>By staff</p>');
    expect((await call('GET', `/post/${post.seoTxt}`, editor)).json().post.canEdit).toBe(true);
    expect((await call('DELETE', `/deleteReply/${reply.id}`, editor)).statusCode).toBe(200);
    expect((await call('DELETE', `/deleteComment/${comment.id}`, other)).statusCode).toBe(200);
    expect((await call('DELETE', `/deletePost/${post.id}`, editor)).statusCode).toBe(200);
    expect((await call('GET', `/post/${post.seoTxt}`, other)).statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('hides a reported item from its reporter only', async () => {
    const post = await newPost(other, 'Reported post');
    const comment = await newComment(other, post.id, 'Reported comment');
    const reply = await newReply(other, comment.id, 'Reported reply');
    const kept = await newComment(other, post.id, 'Kept');
    expect((await call('POST', `/report/Reply/${reply.id}`, learner)).statusCode).toBe(201);
    expect((await call('POST', `/report/Comment/${comment.id}`, learner)).statusCode).toBe(201);
    const seen = (await call('GET', `/post/${post.seoTxt}`, learner)).json() as ForumPostPage;
    expect(seen.comments.map((c) => c.id)).toEqual([kept.id]);
    expect(seen.post.commentsCount).toBe(1);
    const byAuthor = (await call('GET', `/post/${post.seoTxt}`, other)).json() as ForumPostPage;
    expect(byAuthor.comments.map((c) => c.id)).toEqual([comment.id, kept.id]);
    expect(byAuthor.comments[0]!.replies.map((r) => r.id)).toEqual([reply.id]);

    expect((await call('POST', `/report/Post/${post.id}`, learner)).statusCode).toBe(201);
    expect((await call('GET', `/post/${post.seoTxt}`, learner)).statusCode).toBe(404);
    const list = (await call('GET', `/listPosts/${courseId}?limit=50`, learner)).json() as ForumPost[];
    expect(list.map((p) => p.id)).not.toContain(post.id);
    const others = (await call('GET', `/listPosts/${courseId}?limit=50`, instructor)).json() as ForumPost[];
    expect(others.map((p) => p.id)).toContain(post.id);
  });
});

describe('content', () => {
  it('refuses empty content with 422 and an i18n key', async () => {
    const post = await newPost(learner);
    for (const content of ['', '<p></p>', '<p> &nbsp; </p>', '<script>alert(1)</script>', '<p><br></p>']) {
      for (const [method, url] of [
        ['POST', `/addPost/${courseId}`],
        ['PUT', `/updatePost/${post.id}`],
        ['POST', `/addComment/${post.id}`],
      ] as const) {
        const response = await call(method, url, learner, { content });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION',
          errors: { content: 'validation.forum.empty' },
        });
      }
    }
  });

  it('refuses a body of only invisible characters (ZWJ, BOM), storing nothing', async () => {
    const post = await newPost(learner);
    const comment = await newComment(learner, post.id);
    const stored = async () =>
      (
        await server.ctx.database.pool.query(
          `SELECT (SELECT count(*) FROM forum_posts) + (SELECT count(*) FROM forum_comments)
             + (SELECT count(*) FROM forum_replies) AS n`,
        )
      ).rows[0].n;
    const before = await stored();
    for (const content of ['\u200d\ufeff', '<p>\u200d\u200d</p>', '<p>\ufeff&zwj;\u200b</p>']) {
      for (const [method, url] of [
        ['POST', `/addPost/${courseId}`],
        ['POST', `/addComment/${post.id}`],
        ['POST', `/replyComment/${comment.id}`],
        ['PUT', `/updateComment/${comment.id}`],
      ] as const) {
        const response = await call(method, url, learner, { content });
        expect([url, response.statusCode, response.json().errors]).toEqual([
          url,
          422,
          { content: 'validation.forum.empty' },
        ]);
      }
    }
    expect(await stored()).toBe(before);
    const page = (await call('GET', `/post/${post.seoTxt}`, learner)).json() as ForumPostPage;
    expect(page.comments[0]!.content).toBe('<p>A comment</p>');
  });

  it('keeps images the platform serves and drops images from other hosts', async () => {
    const upload = '/api/files/0123456789abcdef0123456789abcdef.png';
    const response = await call('POST', `/addPost/${courseId}`, learner, {
      content: `<p>a<img src="https://tracker.example/pixel.gif" alt="t"><img src="//tracker.example${upload}"><img src="${server.ctx.config.publicOrigin}${upload}" alt="own"><img src="${upload}" alt="rel"></p>`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toBe(
      `<p>a<img src="${upload}" alt="own" /><img src="${upload}" alt="rel" /></p>`,
    );
  });

  it('keeps the allowed formatting and forces safe links', async () => {
    const post = await call('POST', `/addPost/${courseId}`, learner, {
      content:
        '<h2>T</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <a href="https://example.com" onclick="x()">l</a> <a href="javascript:alert(1)">j</a></p><img src="/api/files/0123456789abcdef0123456789abcdef.png" alt="a"><img src="data:image/png;base64,AA"><p style="position:fixed">x</p>',
    });
    expect(post.json().content).toBe(
      '<h2>T</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <a href="https://example.com" rel="noopener noreferrer nofollow ugc" target="_blank">l</a> <a rel="noopener noreferrer nofollow ugc" target="_blank">j</a></p><img src="/api/files/0123456789abcdef0123456789abcdef.png" alt="a" /><p>x</p>',
    );
  });
});

describe('notifications', () => {
  it('notifies the post author of others’ comments and replies, not of their own', async () => {
    const post = await newPost(learner, 'Notify me');
    const count = async () =>
      (
        await server.ctx.database.pool.query(
          'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1',
          [learner.userId],
        )
      ).rows[0].n;
    const before = await count();
    const mine = await newComment(learner, post.id);
    expect(await count()).toBe(before);
    await newReply(other, mine.id);
    await newComment(other, post.id);
    expect(await count()).toBe(before + 2);
    const { rows } = await server.ctx.database.pool.query(
      'SELECT event_short, template_type, attributes FROM notifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
      [learner.userId],
    );
    expect(rows[0]).toMatchObject({
      event_short: 'forum.comment',
      template_type: 'link',
      attributes: { postSeoTxt: post.seoTxt },
    });
  });
});

import {
  type ForumPost,
  type NotificationList,
  notificationListSchema,
  PAGE_LIMIT_MAX,
  type Statistics,
  type YearRanking,
} from '@elearn/contracts';
import { notificationsService } from '../src/modules/notifications/notifications.service';
import { apiOf, bearer, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

/*
 * What keeps the API fast under load (issue 9): page sizes are capped, a page
 * costs the same queries whatever its size or depth, a session is checked
 * once for a burst of calls, and reads neither lock nor write.
 */

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let learner: SignedIn;
let courseId: string;

const get = (url: string, who: SignedIn) =>
  server.app.inject({ method: 'GET', url, headers: bearer(who.accessToken) });

/** The statements `work` sends through the pool, in order, and a mark for each transaction it opens. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const pool = server.ctx.database.pool;
  const query = jest.spyOn(pool, 'query');
  const connect = jest.spyOn(pool, 'connect');
  try {
    await work();
    const sent = query.mock.calls.map(([text]) =>
      typeof text === 'string' ? text : (text as { text: string }).text,
    );
    // pool.query checks a client out itself; a checkout beyond those is a transaction's.
    const ownClients = connect.mock.calls.length - sent.length;
    return [...sent, ...Array.from({ length: ownClients }, () => 'CONNECT (a transaction)')];
  } finally {
    query.mockRestore();
    connect.mockRestore();
  }
}

async function notifyTimes(userId: string, count: number) {
  const notifications = notificationsService(server.ctx);
  for (let n = 1; n <= count; n++) {
    await notifications.notify(userId, {
      short: 'test.numbered',
      template: 'notifications.test',
      templateType: 'text',
      attributes: { n },
    });
  }
}

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  learner = await api.signIn();
  const { rows } = await server.ctx.database.pool.query<{ id: string }>(
    "SELECT id FROM courses WHERE seo_txt = 'algebra-foundations'",
  );
  courseId = rows[0]!.id;
});
afterAll(() => server.close());

describe('page sizes', () => {
  it('answers 422 to a page larger than the UI uses, on every list call', async () => {
    const post = (await get(`/api/forum/listPosts/${courseId}`, learner)).json<ForumPost[]>()[0]!;
    const tooLarge = PAGE_LIMIT_MAX + 1;
    for (const url of [
      `/api/notification/listAll?limit=${tooLarge}`,
      `/api/announcements?limit=${tooLarge}`,
      `/api/forum/listPosts/${courseId}?limit=${tooLarge}`,
      `/api/forum/post/${post.seoTxt}?commentsLimit=${tooLarge}`,
      `/api/forum/post/${post.seoTxt}?commentsLimit=500`,
      `/api/forum/comments/${post.id}?limit=${tooLarge}`,
    ]) {
      expect([url, (await get(url, learner)).statusCode]).toEqual([url, 422]);
    }
    expect(
      (await get(`/api/forum/post/${post.seoTxt}?commentsLimit=${PAGE_LIMIT_MAX}`, learner)).statusCode,
    ).toBe(200);
  });
});

describe('notification pages', () => {
  it('serve the largest page with the same statements as the smallest, counts included', async () => {
    const user = await api.signUp();
    await notifyTimes(user.userId, 60);
    await api.me(user.accessToken); // the session is checked: both pages count only their own statements
    let small: NotificationList | undefined;
    let large: NotificationList | undefined;
    const one = await statementsOf(async () => {
      small = (await get('/api/notification/listAll?limit=1', user)).json();
    });
    const fifty = await statementsOf(async () => {
      large = (await get(`/api/notification/listAll?limit=${PAGE_LIMIT_MAX}`, user)).json();
    });
    expect([small!.notifications.length, large!.notifications.length]).toEqual([1, PAGE_LIMIT_MAX]);
    expect(fifty).toHaveLength(one.length);
    expect(fifty).toHaveLength(1); // one round trip: the page and the counts together
    expect(fifty.join('\n')).not.toMatch(/count\(/i);
    expect(large).toMatchObject({ total: 60, notSeenCount: 60 });
  });

  it('keeps the counts right through seen, all seen and new ones', async () => {
    const user = await api.signUp();
    await notifyTimes(user.userId, 3);
    const list = async () =>
      notificationListSchema.parse((await get('/api/notification/listAll', user)).json());
    const first = await list();
    await server.app.inject({
      method: 'PUT',
      url: `/api/notification/seen/${first.notifications[0]!.id}`,
      headers: bearer(user.accessToken),
    });
    expect(await list()).toMatchObject({ total: 3, notSeenCount: 2 });
    await server.app.inject({
      method: 'PUT',
      url: '/api/notification/seen/markAllSeen',
      headers: bearer(user.accessToken),
    });
    await notifyTimes(user.userId, 1);
    expect(await list()).toMatchObject({ total: 4, notSeenCount: 1 });
  });

  it('give the counts with an empty page, and zeroes to a user with none', async () => {
    const user = await api.signUp();
    const none = (await get('/api/notification/listAll', user)).json<NotificationList>();
    expect(none).toEqual({ notifications: [], notSeenCount: 0, total: 0 });
    await notifyTimes(user.userId, 2);
    const page = (await get('/api/notification/listAll?limit=5', user)).json<NotificationList>();
    const below = (
      await get(`/api/notification/listAll?after=${page.notifications.at(-1)!.id}`, user)
    ).json<NotificationList>();
    expect(below).toEqual({ notifications: [], notSeenCount: 2, total: 2 });
    const skipped = (await get('/api/notification/listAll?skip=10', user)).json<NotificationList>();
    expect(skipped).toEqual({ notifications: [], notSeenCount: 2, total: 2 });
  });

  it('page below the last one the caller has (after=id), even when new ones arrived on top', async () => {
    const user = await api.signUp();
    await notifyTimes(user.userId, 7);
    const first = (await get('/api/notification/listAll?limit=5', user)).json<NotificationList>();
    await notifyTimes(user.userId, 2); // arrive on top while the first page is shown
    const last = first.notifications.at(-1)!.id;
    const next = (
      await get(`/api/notification/listAll?limit=5&after=${last}`, user)
    ).json<NotificationList>();
    expect(next.notifications.map((n) => n.attributes.n)).toEqual(['2', '1']);
  });
});

/** A new learner enrolled in the course. */
async function newMember() {
  const member = await api.signUp();
  await server.ctx.database.pool.query('INSERT INTO course_progress (user_id, course_id) VALUES ($1, $2)', [
    member.userId,
    courseId,
  ]);
  return member;
}

const forumCall = (method: 'POST' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
  server.app.inject({ method, url: `/api/forum${url}`, headers: bearer(who.accessToken), payload });

describe('forum post pages', () => {
  it('serve the largest page with the same two statements as the smallest: membership and the page', async () => {
    const member = await newMember();
    await api.me(member.accessToken); // the session is checked: count only the call's own statements
    const one = await statementsOf(() => get(`/api/forum/listPosts/${courseId}?limit=1`, member));
    const fifty = await statementsOf(() =>
      get(`/api/forum/listPosts/${courseId}?limit=${PAGE_LIMIT_MAX}`, member),
    );
    expect([one.length, fifty.length]).toEqual([2, 2]);
    expect(fifty.join('\n')).not.toMatch(/forum_likes|array_agg/); // likes are kept on the post row
  });

  it('keep likes and comment counts right through likes, comments, deletions and reports', async () => {
    const [author, reader] = [await newMember(), await newMember()];
    const post = (
      await forumCall('POST', `/addPost/${courseId}`, author, { content: '<p>Counted</p>' })
    ).json<ForumPost>();
    const comment = (text: string) =>
      forumCall('POST', `/addComment/${post.id}`, reader, { content: `<p>${text}</p>` }).then((r) =>
        r.json<{ id: string }>(),
      );
    await comment('c1');
    const [c2, c3] = [await comment('c2'), await comment('c3')];
    await forumCall('DELETE', `/deleteComment/${c2.id}`, reader);
    await forumCall('POST', `/report/Comment/${c3.id}`, author);
    await forumCall('POST', `/like/${post.id}`, reader);
    await forumCall('POST', `/like/${post.id}`, author);
    await forumCall('POST', `/like/${post.id}`, reader); // twice counts once
    const seenBy = async (who: SignedIn) =>
      (await get(`/api/forum/listPosts/${courseId}?limit=5`, who))
        .json<ForumPost[]>()
        .find((p) => p.id === post.id)!;
    expect(await seenBy(reader)).toMatchObject({ commentsCount: 2, likes: [reader.userId, author.userId] });
    expect(await seenBy(author)).toMatchObject({ commentsCount: 1 }); // c3 is hidden from its reporter
    await forumCall('POST', `/unlike/${post.id}`, reader);
    expect(await seenBy(reader)).toMatchObject({ commentsCount: 2, likes: [author.userId] });
  });

  it('page below the last post the caller has (cursor), even when new ones arrived on top', async () => {
    const member = await newMember();
    const add = (text: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/forum/addPost/${courseId}`,
        headers: bearer(member.accessToken),
        payload: { content: `<p>${text}</p>` },
      });
    for (const text of ['k1', 'k2', 'k3']) await add(text);
    const first = (await get(`/api/forum/listPosts/${courseId}?limit=2`, member)).json<ForumPost[]>();
    await add('k4');
    const next = (
      await get(`/api/forum/listPosts/${courseId}?limit=2&cursor=${first[1]!.cursor}`, member)
    ).json<ForumPost[]>();
    expect([...first, ...next].map((p) => p.content)).toEqual([
      '<p>k3</p>',
      '<p>k2</p>',
      '<p>k1</p>',
      expect.any(String),
    ]);
  });
});

describe('sessions', () => {
  it('are checked once for a burst of calls, and end at once on logout', async () => {
    const user = await api.signUp();
    await api.me(user.accessToken);
    expect(await statementsOf(() => api.me(user.accessToken))).toEqual([]);
    expect((await api.logout(user.cookie)).statusCode).toBe(204);
    expect((await api.me(user.accessToken)).statusCode).toBe(401);
  });
});

describe('statistics', () => {
  it('are a read: no transaction, no lock, no write, and zeroes for a new learner', async () => {
    const user = await api.signUp();
    let body: Statistics | undefined;
    const sent = await statementsOf(async () => {
      body = (await get('/api/user/getStatistics', user)).json();
    });
    expect(sent.join('\n')).not.toMatch(/FOR UPDATE|INSERT|UPDATE|BEGIN|CONNECT/i);
    expect(body).toMatchObject({ level: 1, expValue: 0, coins: 0, streakDays: 0, freezeChances: 0 });
  });
});

describe('year ranking', () => {
  it("counts a learner's own rank among everyone ahead", async () => {
    const demo = await api.signIn();
    const ranking = (await get('/api/exp/getYearRanking', demo)).json<YearRanking>();
    const { rows } = await server.ctx.database.pool.query<{ ahead: number }>(
      `SELECT count(*)::int AS ahead FROM year_exps y JOIN users u ON u.id = y.user_id
       WHERE y.year = $1 AND u.role = 'Learner' AND y.xp > $2`,
      [ranking.year, ranking.ownRow!.xp],
    );
    expect(ranking.ownRow!.rank).toBe(rows[0]!.ahead + 1);
    expect(ranking.sortedYearExps.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('is read by key: no count of the learners ahead, whatever the rank', async () => {
    const demo = await api.signIn();
    await api.me(demo.accessToken);
    const sent = await statementsOf(() => get('/api/exp/getYearRanking', demo));
    expect(sent.join('\n')).not.toMatch(/count\(|row_number/i);
  });

  it("keeps every learner's rank at its place through gains, ties, new rows, staff and deletions", async () => {
    const pool = server.ctx.database.pool;
    const year = 2040; // a year of its own
    const users = await Promise.all(Array.from({ length: 6 }, () => api.signUp()));
    const [a, b, c, d, e, f] = users.map((u) => u.userId) as [string, string, string, string, string, string];
    const add = (userId: string, xp: number, at: string) =>
      pool.query(
        `INSERT INTO year_exps (user_id, year, xp, last_status_up) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, year) DO UPDATE SET xp = year_exps.xp + $3, last_status_up = $4`,
        [userId, year, xp, at],
      );
    const ranks = async () =>
      (
        await pool.query<{ user_id: string; rank: number | null }>(
          'SELECT user_id, rank FROM year_exps WHERE year = $1 ORDER BY rank NULLS LAST, user_id',
          [year],
        )
      ).rows.map((r) => [users.findIndex((u) => u.userId === r.user_id), r.rank]);
    await add(a, 100, '2040-01-01');
    await add(b, 50, '2040-01-02');
    await add(c, 100, '2040-01-03'); // a tie: a got there first
    await add(d, 0, '2040-01-04'); // no XP: not ranked
    expect(await ranks()).toEqual([
      [0, 1],
      [2, 2],
      [1, 3],
      [3, null],
    ]);
    await add(b, 60, '2040-01-05'); // passes both
    await add(d, 70, '2040-01-06'); // enters between
    await add(a, 0, '2040-01-07'); // same XP, later: now behind c
    expect(await ranks()).toEqual([
      [1, 1],
      [2, 2],
      [0, 3],
      [3, 4],
    ]);
    await pool.query(
      `INSERT INTO year_exps (user_id, year, xp, last_status_up) VALUES ($1, $3, 500, '2040-02-01'), ($2, $3, 1, '2040-02-01')`,
      [e, f, year],
    ); // several rows in one statement
    await pool.query(`UPDATE users SET role = 'Instructor' WHERE id = $1`, [c]); // staff are not ranked
    await pool.query('DELETE FROM users WHERE id = $1', [b]);
    expect(await ranks()).toEqual([
      [4, 1],
      [0, 2],
      [3, 3],
      [5, 4],
      [2, null],
    ]);
    await Promise.all([add(a, 5, '2040-03-01'), add(d, 40, '2040-03-02'), add(f, 600, '2040-03-03')]); // at once
    expect(await ranks()).toEqual([
      [5, 1],
      [4, 2],
      [3, 3],
      [0, 4],
      [2, null],
    ]);
  });
});

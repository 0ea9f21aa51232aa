import { type NotificationList, notificationListSchema } from '@elearn/contracts';
import { notificationsService } from '../src/modules/notifications/notifications.service';
import { apiOf, bearer, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';
import { nextEvent, socketClients } from './socket-client';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let base = '';
const sockets = socketClients(() => base);

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  base = await server.listen();
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

const call = (method: 'GET' | 'PUT', url: string, who: SignedIn) =>
  server.app.inject({ method, url: `/api/notification${url}`, headers: bearer(who.accessToken) });

async function list(who: SignedIn, query = ''): Promise<NotificationList> {
  const response = await call('GET', `/listAll${query}`, who);
  expect(response.statusCode).toBe(200);
  return notificationListSchema.parse(response.json());
}

/** A user with `count` notifications numbered 1..count, the last one newest. */
async function userWith(count: number): Promise<SignedIn> {
  const user = await api.signUp();
  const notifications = notificationsService(server.ctx);
  for (let n = 1; n <= count; n++) {
    await notifications.notify(user.userId, {
      short: 'test.numbered',
      template: 'notifications.test',
      templateType: 'text',
      attributes: { n },
    });
  }
  return user;
}

describe('listAll', () => {
  it('pages newest first with the totals', async () => {
    const user = await userWith(7);
    const first = await list(user, '?limit=5&skip=0');
    expect(first.notifications.map((n) => n.attributes.n)).toEqual(['7', '6', '5', '4', '3']);
    expect(first).toMatchObject({ total: 7, notSeenCount: 7 });
    const second = await list(user, '?limit=5&skip=5');
    expect(second.notifications.map((n) => n.attributes.n)).toEqual(['2', '1']);
    expect(first.notifications[0]).toMatchObject({
      seenAt: null,
      notificationEvent: { short: 'test.numbered', template: 'notifications.test', templateType: 'text' },
    });
  });

  it('keeps answering after the database connection is replaced (PGlite keeps one session for all)', async () => {
    const user = await userWith(2);
    expect((await call('GET', '/listAll?limit=5&skip=0', user)).statusCode).toBe(200);
    // The pool drops an idle connection after 10 s; the next one meets the same PGlite session.
    const client = await server.ctx.database.pool.connect();
    const ended = new Promise((resolve) => client.once('end', resolve));
    client.release(true);
    await ended;
    const again = await call('GET', '/listAll?limit=5&skip=0', user);
    expect(again.statusCode).toBe(200);
    expect(again.json().total).toBe(2);
  });

  it('gives the demo learner the notifications of the demo forum', async () => {
    const { notifications, notSeenCount } = await list(await api.signIn(LEARNER), '?limit=50');
    expect(notifications.length).toBeGreaterThan(0);
    expect(notSeenCount).toBe(notifications.length);
    for (const n of notifications) {
      expect(n.notificationEvent.short).toBe('forum.comment');
      expect(n.attributes.link).toBe(
        `/course/algebra-foundations/forum/${n.attributes.postSeoTxt}?comment=${n.attributes.commentId}`,
      );
    }
  });

  it('defaults to a page of 5 and shows nobody else’s', async () => {
    const user = await userWith(6);
    const page = await list(user);
    expect(page.notifications).toHaveLength(5);
    const empty = await list(await api.signUp());
    expect(empty).toEqual({ notifications: [], total: 0, notSeenCount: 0 });
  });

  it('refuses bad paging and strangers', async () => {
    const user = await api.signUp();
    for (const query of ['?limit=0', '?limit=51', '?skip=-1', '?limit=abc']) {
      const response = await call('GET', `/listAll${query}`, user);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/notification/listAll' })).statusCode).toBe(
      401,
    );
  });
});

describe('seen', () => {
  it('marks one seen once, and the unseen count drops by one', async () => {
    const user = await userWith(3);
    const [newest] = (await list(user)).notifications;
    const first = await call('PUT', `/seen/${newest!.id}`, user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: newest!.id, seenAt: expect.any(String) });
    const again = await call('PUT', `/seen/${newest!.id}`, user);
    expect(again.json().seenAt).toBe(first.json().seenAt);
    const after = await list(user);
    expect(after.notSeenCount).toBe(2);
    expect(after.notifications[0]!.seenAt).toBe(first.json().seenAt);
  });

  it("answers 404 for another user's, an unknown or a malformed id, changing nothing", async () => {
    const owner = await userWith(1);
    const stranger = await api.signUp();
    const [theirs] = (await list(owner)).notifications;
    for (const id of [theirs!.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await call('PUT', `/seen/${id}`, stranger);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await list(owner)).notSeenCount).toBe(1);
  });

  it('marks all seen, tells the other tabs to reload, and is idempotent', async () => {
    const user = await userWith(4);
    const other = await userWith(2);
    const socket = await sockets.connect(user.accessToken);
    const refresh = nextEvent(socket, 'refreshNotifications');
    const response = await call('PUT', '/seen/markAllSeen', user);
    expect(response.json()).toEqual({ updated: 4 });
    await refresh;
    const after = await list(user);
    expect(after.notSeenCount).toBe(0);
    expect(after.notifications.every((n) => n.seenAt)).toBe(true);
    expect((await call('PUT', '/seen/markAllSeen', user)).json()).toEqual({ updated: 0 });
    expect((await list(other)).notSeenCount).toBe(2);
  });
});

describe('notify', () => {
  it('stores string attributes only and pushes the notification live', async () => {
    const user = await api.signUp();
    const socket = await sockets.connect(user.accessToken);
    const live = nextEvent(socket, 'notification');
    const sent = (await notificationsService(server.ctx).notify(user.userId, {
      short: 'test.attrs',
      template: 'notifications.test',
      templateType: 'link',
      attributes: { link: '/dashboard', count: 3, missing: null, absent: undefined },
    }))!;
    expect(sent.attributes).toEqual({ link: '/dashboard', count: '3' });
    expect(await live).toEqual(sent);
    expect((await list(user)).notifications[0]).toEqual(sent);
  });

  it('notifies a forum post author with a link to the comment', async () => {
    const learner = await api.signIn(LEARNER);
    const { rows } = await server.ctx.database.pool.query<{ id: string }>(
      "SELECT id FROM courses WHERE seo_txt = 'algebra-foundations'",
    );
    const editor = await api.signIn({ email: 'editor@demo.test', password: LEARNER.password });
    const forum = (url: string, who: SignedIn, content: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/forum${url}`,
        headers: bearer(who.accessToken),
        payload: { content: `<p>${content}</p>` },
      });
    const post = (await forum(`/addPost/${rows[0]!.id}`, learner, 'Ping me')).json();
    const comment = (await forum(`/addComment/${post.id}`, editor, 'Pong')).json();
    const reply = (await forum(`/replyComment/${comment.id}`, editor, 'Pong again')).json();
    const [latest, previous] = (await list(learner)).notifications;
    expect(previous!.attributes.link).toBe(
      `/course/algebra-foundations/forum/${post.seoTxt}?comment=${comment.id}`,
    );
    expect(latest).toMatchObject({
      notificationEvent: {
        short: 'forum.reply',
        template: 'notifications.forum.reply',
        templateType: 'link',
      },
      attributes: {
        actor: 'Claire Dubois',
        replyId: reply.id,
        link: `/course/algebra-foundations/forum/${post.seoTxt}?comment=${comment.id}&reply=${reply.id}`,
      },
    });
    // A comment has no reply: the empty id is left out, not sent as null.
    expect(previous!.attributes).not.toHaveProperty('replyId');
  });
});

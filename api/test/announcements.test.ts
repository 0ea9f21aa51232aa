import { type Announcement, type AnnouncementList, announcementListSchema } from '@elearn/contracts';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';
import { nextEvent, socketClients } from './socket-client';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let base = '';
const sockets = socketClients(() => base);
let learner: SignedIn;
let instructor: SignedIn;
let editor: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  base = await server.listen();
  learner = await api.signIn(LEARNER);
  instructor = await api.signIn(INSTRUCTOR);
  editor = await api.signIn({ email: 'editor@demo.test', password: LEARNER.password });
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
  server.app.inject({ method, url: `/api/announcements${url}`, headers: bearer(who.accessToken), payload });

async function list(who: SignedIn, query = ''): Promise<AnnouncementList> {
  const response = await call('GET', query, who);
  expect(response.statusCode).toBe(200);
  return announcementListSchema.parse(response.json());
}

let counter = 0;
async function publish(text = 'Body'): Promise<Announcement> {
  counter += 1;
  const response = await call('POST', '', editor, { title: `Notice ${counter}`, text });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('reading', () => {
  it('shows the seeded announcements, newest first, unread for a new user', async () => {
    const user = await api.signUp();
    const all = await list(user);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.unreadCount).toBe(all.total);
    const times = all.announcements.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.announcements.every((a) => !a.isRead)).toBe(true);
  });

  it('pages with limit and skip', async () => {
    await publish();
    await publish();
    await publish();
    const user = await api.signUp();
    const whole = await list(user, '?limit=50');
    const first = await list(user, '?limit=2&skip=0');
    const second = await list(user, '?limit=2&skip=2');
    expect([...first.announcements, ...second.announcements].map((a) => a.id)).toEqual(
      whole.announcements.slice(0, 4).map((a) => a.id),
    );
    expect(first.total).toBe(whole.total);
  });

  it('marks one read for its reader only, idempotently, and unread=true leaves it out', async () => {
    const created = await publish();
    const reader = await api.signUp();
    const bystander = await api.signUp();
    const before = await list(reader, '?unread=true');
    const read = await call('PUT', `/${created.id}`, reader);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...created, isRead: true });
    expect((await call('PUT', `/${created.id}`, reader)).statusCode).toBe(200);

    const unread = await list(reader, '?unread=true');
    expect(unread.unreadCount).toBe(before.unreadCount - 1);
    expect(unread.total).toBe(unread.unreadCount);
    expect(unread.announcements.map((a) => a.id)).not.toContain(created.id);
    expect((await list(reader)).announcements.find((a) => a.id === created.id)?.isRead).toBe(true);
    expect((await list(bystander)).unreadCount).toBe(before.unreadCount);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await call('PUT', `/${id}`, learner);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses bad paging and strangers', async () => {
    for (const query of ['?limit=0', '?limit=51', '?skip=-1', '?unread=yes']) {
      expect((await call('GET', query, learner)).statusCode).toBe(422);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/announcements' })).statusCode).toBe(401);
  });
});

describe('publishing', () => {
  it('lets staff publish plain text as is, live to every signed-in user', async () => {
    const socket = await sockets.connect(learner.accessToken);
    const live = nextEvent<Announcement>(socket, 'announcement');
    const before = await list(learner);
    const text = '<b>Not bold</b>\nSecond line & more';
    const response = await call('POST', '', editor, { title: '  Exams next week  ', text });
    expect(response.statusCode).toBe(201);
    const created = response.json<Announcement>();
    expect(created).toMatchObject({ title: 'Exams next week', text, isRead: false });
    expect(await live).toEqual(created);
    const after = await list(learner, '?unread=true&limit=10');
    expect(after.announcements[0]).toEqual(created);
    expect(after.unreadCount).toBe(before.unreadCount + 1);
  });

  it('refuses learners and instructors, creating nothing', async () => {
    const before = (await list(learner)).total;
    for (const who of [learner, instructor]) {
      const response = await call('POST', '', who, { title: 'Hello all', text: 'Hi' });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect((await list(learner)).total).toBe(before);
  });

  it('answers each invalid field with its key, creating nothing', async () => {
    const before = (await list(learner)).total;
    const cases: [object, Record<string, string>][] = [
      [{ title: 'ab', text: 'x' }, { title: 'validation.announcement.titleMin' }],
      [{ title: 'x'.repeat(201), text: 'x' }, { title: 'validation.announcement.titleMax' }],
      [{ title: 'Fine title', text: '   ' }, { text: 'validation.announcement.textRequired' }],
      [{ title: 'Fine title', text: 'x'.repeat(10_001) }, { text: 'validation.announcement.textMax' }],
      // Only invisible characters (zero-width joiner, BOM, direction mark) are empty.
      [{ title: 'Fine title', text: '\u200d\ufeff\u200e' }, { text: 'validation.announcement.textRequired' }],
      [{ title: '\u200d\u200d\ufeff\u200b', text: 'x' }, { title: 'validation.announcement.titleMin' }],
    ];
    for (const [body, errors] of cases) {
      const response = await call('POST', '', editor, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect((await call('POST', '', editor, {})).statusCode).toBe(422);
    expect((await list(learner)).total).toBe(before);
  });
});

describe('deleting', () => {
  it('lets staff delete, telling every signed-in user', async () => {
    const created = await publish();
    const socket = await sockets.connect(learner.accessToken);
    const live = nextEvent(socket, 'deletedAnnouncement');
    const response = await call('DELETE', `/${created.id}`, editor);
    expect(response.statusCode).toBe(200);
    expect(await live).toEqual({ id: created.id });
    expect((await list(learner, '?limit=50')).announcements.map((a) => a.id)).not.toContain(created.id);
    expect((await call('DELETE', `/${created.id}`, editor)).statusCode).toBe(404);
    expect((await call('PUT', `/${created.id}`, learner)).statusCode).toBe(404);
  });

  it('refuses learners and instructors, deleting nothing', async () => {
    const created = await publish();
    for (const who of [learner, instructor]) {
      expect((await call('DELETE', `/${created.id}`, who)).statusCode).toBe(403);
    }
    expect((await list(learner, '?limit=50')).announcements.map((a) => a.id)).toContain(created.id);
  });
});

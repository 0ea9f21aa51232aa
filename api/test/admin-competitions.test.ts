import type { AdminCompetition, AuditEntry, Page } from '@elearn/contracts';
import { ADMIN, apiOf, bearer, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

// Competitions and announcements run by staff: the admin list, and an audit entry for each change.

let server: TestServer;
let admin: SignedIn;
let courseId: string;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(admin.accessToken), payload });
const auditOf = async (query: string) =>
  (await call('GET', `/admin/audit?${query}`)).json<Page<AuditEntry>>();

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiOf(server).signIn(ADMIN);
  courseId = (
    await server.ctx.database.pool.query<{ id: string }>(
      "SELECT id FROM courses WHERE seo_txt = 'algebra-foundations'",
    )
  ).rows[0]!.id;
});
afterAll(() => server.close());

it('lists a running competition, closes it, and logs both changes', async () => {
  const now = server.ctx.now().getTime();
  const created = await call('POST', '/competitions', {
    courseId,
    startsAt: new Date(now - 3_600_000).toISOString(),
    endsAt: new Date(now + 3_600_000).toISOString(),
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();

  const list = (await call('GET', '/admin/competitions?search=algebra&limit=50')).json<
    Page<AdminCompetition>
  >();
  expect(list.items.find((c) => c.id === id)).toMatchObject({
    courseTitle: 'Algebra Foundations',
    status: 'running',
    closedAt: null,
  });

  expect((await call('POST', `/competitions/${id}/close`)).statusCode).toBe(200);
  const closed = (await call('GET', '/admin/competitions?limit=50')).json<Page<AdminCompetition>>();
  expect(closed.items.find((c) => c.id === id)?.status).toBe('closed');

  const entries = (await auditOf('entity=competition')).items.filter((e) => e.entityId === id);
  expect(entries.map((e) => e.action)).toEqual(['close', 'create']);
  expect(entries[1]!.after).toMatchObject({ courseId });
  // Closing again changes nothing, and logs nothing.
  await call('POST', `/competitions/${id}/close`);
  expect((await auditOf('entity=competition')).items.filter((e) => e.entityId === id)).toHaveLength(2);
});

it('logs an announcement published and deleted, with what it said', async () => {
  const published = await call('POST', '/announcements', {
    title: 'Maintenance window',
    text: 'The site rests on Friday night.',
  });
  expect(published.statusCode).toBe(201);
  const { id } = published.json<{ id: string }>();
  expect((await call('DELETE', `/announcements/${id}`)).statusCode).toBe(200);
  const entries = (await auditOf('entity=announcement')).items.filter((e) => e.entityId === id);
  expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
    [
      'delete',
      { title: 'Maintenance window', text: 'The site rests on Friday night.', createdBy: admin.userId },
      null,
    ],
    ['create', null, { title: 'Maintenance window', text: 'The site rests on Friday night.' }],
  ]);
});

import type { CourseDraft } from '@elearn/contracts';
import { readObject } from '../src/storage/object-store';
import { ADMIN, apiOf, bearer, INSTRUCTOR, type SignedIn } from './api';
import {
  type CourseConstants,
  courseConstants,
  createCourse,
  multipart,
  PNG,
  wizardCourse,
} from './authoring-fixtures';
import { startTestServer, type TestServer } from './harness';

// The wizard draft keeps its chosen cover file (authoring §2: another device resumes the draft).
let server: TestServer;
let instructor: SignedIn;
let otherInstructor: SignedIn;
let admin: SignedIn;
let ids: CourseConstants;

beforeAll(async () => {
  server = await startTestServer({ TEST_FIXTURES: 'true' });
  const api = apiOf(server);
  [instructor, admin] = await Promise.all([api.signIn(INSTRUCTOR), api.signIn(ADMIN)]);
  const account = (await api.post('/api/test-fixtures/accounts', { role: 'Instructor' })).json<{
    email: string;
    password: string;
  }>();
  otherInstructor = await api.signIn(account);
  ids = await courseConstants(server);
});
afterAll(() => server.close());

const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken) });
const newDraft = async () => (await call(instructor, 'POST', '/course/drafts')).json<CourseDraft>();
const putCover = (who: SignedIn, draftId: string, data: Buffer, filename = 'leaf.png', type = 'image/png') =>
  multipart(server, who, 'PUT', `/course/drafts/${draftId}/cover`, [{ name: 'file', filename, type, data }]);
const storedKey = async (draftId: string) =>
  (await server.ctx.database.pool.query('SELECT cover_key FROM course_drafts WHERE id = $1', [draftId]))
    .rows[0].cover_key as string | null;

describe('PUT /course/drafts/{id}/cover', () => {
  it('keeps the file with the draft: the draft names it and its author reads it back from any device', async () => {
    const draft = await newDraft();
    expect(draft.cover).toBeNull();
    const saved = await putCover(instructor, draft.id, PNG);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CourseDraft>().cover).toEqual({ name: 'leaf.png' });
    expect((await call(instructor, 'GET', `/course/drafts/${draft.id}`)).json<CourseDraft>().cover).toEqual({
      name: 'leaf.png',
    });
    const image = await call(instructor, 'GET', `/course/drafts/${draft.id}/cover`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    // Another file replaces it, and the replaced one leaves the storage.
    const first = (await storedKey(draft.id))!;
    expect(first).toMatch(new RegExp(`^drafts/${draft.id}/[a-f0-9]{32}\\.png$`));
    await putCover(instructor, draft.id, PNG, 'other.png');
    expect(await readObject(server.ctx, first)).toBeNull();

    const removed = await call(instructor, 'DELETE', `/course/drafts/${draft.id}/cover`);
    expect(removed.json<CourseDraft>().cover).toBeNull();
    expect((await call(instructor, 'GET', `/course/drafts/${draft.id}/cover`)).statusCode).toBe(404);
  });

  it('refuses a 2 MB image and a page named .png with the spec’s message, changing nothing', async () => {
    const draft = await newDraft();
    await putCover(instructor, draft.id, PNG);
    const before = await storedKey(draft.id);
    const big = await putCover(instructor, draft.id, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ image: 'rules.image' });
    const page = await putCover(instructor, draft.id, Buffer.from('<html><script></script></html>'));
    expect(page.statusCode).toBe(422);
    expect(page.json().errors).toEqual({ image: 'rules.image' });
    const none = await multipart(server, instructor, 'PUT', `/course/drafts/${draft.id}/cover`, []);
    expect(none.statusCode).toBe(422);
    expect(await storedKey(draft.id)).toBe(before);
    expect((await call(instructor, 'GET', `/course/drafts/${draft.id}`)).json<CourseDraft>().cover).toEqual({
      name: 'leaf.png',
    });
  });

  it('lets nobody else read, replace, drop or use the draft’s cover', async () => {
    const draft = await newDraft();
    await putCover(instructor, draft.id, PNG);
    const key = await storedKey(draft.id);
    for (const stranger of [otherInstructor, admin]) {
      expect((await call(stranger, 'GET', `/course/drafts/${draft.id}/cover`)).statusCode).toBe(404);
      expect((await putCover(stranger, draft.id, PNG)).statusCode).toBe(404);
      expect((await call(stranger, 'DELETE', `/course/drafts/${draft.id}/cover`)).statusCode).toBe(404);
    }
    expect(await storedKey(draft.id)).toBe(key);
    // Naming someone else's draft brings no cover: the course without one is refused.
    const used = await createCourse(
      server,
      otherInstructor,
      wizardCourse(ids, 'Borrowed cover'),
      null,
      draft.id,
    );
    expect(used.statusCode).toBe(422);
    expect(used.json().errors).toEqual({ image: 'rules.image' });
    expect(await storedKey(draft.id)).toBe(key);
  });
});

describe('POST /course/createCourse with a draft cover', () => {
  it('uses the draft’s file when no other cover comes, then lets the draft’s copy go', async () => {
    const draft = await newDraft();
    await putCover(instructor, draft.id, PNG);
    const key = (await storedKey(draft.id))!;
    const created = await createCourse(
      server,
      instructor,
      wizardCourse(ids, 'Cover from the draft'),
      null,
      draft.id,
    );
    expect(created.statusCode).toBe(201);
    const { rows } = await server.ctx.database.pool.query('SELECT image FROM courses WHERE id = $1', [
      created.json()._id,
    ]);
    expect(rows[0].image).toMatch(/^\/api\/files\/[a-f0-9]{32}\.png$/);
    const served = await server.app.inject({ method: 'GET', url: rows[0].image });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(await storedKey(draft.id)).toBeNull();
    expect(await readObject(server.ctx, key)).toBeNull();
    // The finished draft takes no new cover.
    expect((await putCover(instructor, draft.id, PNG)).statusCode).toBe(409);
  });
});

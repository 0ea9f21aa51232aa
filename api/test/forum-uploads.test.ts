import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { removeOrphanUploads } from '../src/modules/forum/forum.uploads';
import { apiOf, bearer, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

const COURSE = 'algebra-foundations';
const PER_MINUTE = 5;
const QUOTA_BYTES = 1024;

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let learner: SignedIn;

beforeAll(async () => {
  server = await startTestServer({
    FORUM_UPLOADS_PER_MINUTE: String(PER_MINUTE),
    FORUM_UPLOAD_QUOTA_MB: String(QUOTA_BYTES / 1024 / 1024),
    FORUM_UPLOAD_GRACE_HOURS: '24',
  });
  api = apiOf(server);
  learner = await api.signIn(LEARNER);
});
afterAll(() => server.close());

/** A new user enrolled in the course. */
async function member(): Promise<SignedIn> {
  const user = await api.signUp();
  await server.ctx.database.pool.query(
    'INSERT INTO course_progress (user_id, course_id) SELECT $1, id FROM courses WHERE seo_txt = $2',
    [user.userId, COURSE],
  );
  return user;
}
const storedOf = async (userId: string) =>
  (await server.ctx.database.pool.query('SELECT name FROM forum_uploads WHERE user_id = $1', [userId])).rows;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
// A real 1×1 JPEG: a header alone (no frame, so no dimensions) is refused as not an image.
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');

/** POST /forum/uploadImage/{course} with one file part, as a browser's FormData sends it. */
function upload(filename: string, type: string, data: Buffer, who = learner, course = COURSE) {
  const boundary = 'elearn-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url: `/api/forum/uploadImage/${course}`,
    headers: { ...bearer(who.accessToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('image uploads', () => {
  it('accepts an image whose content is the type it says, and serves it as that type', async () => {
    for (const [name, type, data, ext] of [
      ['photo.png', 'image/png', PNG, 'png'],
      ['photo.jpeg', 'image/jpeg', JPEG, 'jpg'],
      ['anim.GIF', 'image/gif', GIF, 'gif'],
      // A pasted image has no extension: its content type says what it is.
      ['blob', 'image/png', PNG, 'png'],
    ] as const) {
      const response = await upload(name, type, data);
      expect(response.statusCode).toBe(201);
      const { url } = response.json();
      expect(url).toMatch(new RegExp(`^/api/files/[0-9a-f]{32}\\.${ext}$`));
      const file = await server.app.inject({ method: 'GET', url });
      expect(file.headers['content-type']).toBe(type);
      expect(file.rawPayload.equals(data)).toBe(true);
    }
  });

  it('refuses content that is not the image it claims to be, with the translated error', async () => {
    for (const [name, type, data] of [
      ['renamed.gif', 'image/gif', PNG],
      ['page.png', 'image/png', HTML],
      ['page.html', 'text/html', HTML],
      ['blob', 'image/gif', PNG],
      ['drawing.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ] as const) {
      const response = await upload(name, type, data);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        errors: { image: 'validation.forum.imageType' },
      });
    }
  });

  it('serves a polyglot (a GIF that is also a script page) inert: as the image, never as HTML', async () => {
    const polyglot = Buffer.concat([
      GIF,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const response = await upload('poly.gif', 'image/gif', polyglot);
    expect(response.statusCode).toBe(201);
    const file = await server.app.inject({ method: 'GET', url: response.json().url });
    expect(file.headers['content-type']).toBe('image/gif');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('refuses a user who is not a member of the course with 403, storing nothing', async () => {
    const outsider = await api.signUp();
    const response = await upload('photo.png', 'image/png', PNG, outsider);
    expect([response.statusCode, response.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(await storedOf(outsider.userId)).toEqual([]);
    expect((await upload('photo.png', 'image/png', PNG, learner, 'no-such-course')).statusCode).toBe(404);
  });

  it('allows FORUM_UPLOADS_PER_MINUTE images a minute per user (429 UPLOAD_RATE_LIMITED)', async () => {
    const user = await member();
    for (let i = 0; i < PER_MINUTE; i += 1)
      expect((await upload('a.gif', 'image/gif', GIF, user)).statusCode).toBe(201);
    const refused = await upload('a.gif', 'image/gif', GIF, user);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'UPLOAD_RATE_LIMITED']);
    expect(await storedOf(user.userId)).toHaveLength(PER_MINUTE);
    // Another user is not slowed down, and a minute later this one may go on.
    expect((await upload('a.gif', 'image/gif', GIF, await member())).statusCode).toBe(201);
    server.clock.now = new Date(server.clock.now.getTime() + 61_000);
    expect((await upload('a.gif', 'image/gif', GIF, user)).statusCode).toBe(201);
  });

  it('keeps each user within FORUM_UPLOAD_QUOTA_MB (422 UPLOAD_QUOTA_EXCEEDED)', async () => {
    const user = await member();
    const half = Buffer.concat([JPEG, Buffer.alloc(QUOTA_BYTES / 2 - JPEG.length)]);
    expect((await upload('a.jpg', 'image/jpeg', half, user)).statusCode).toBe(201);
    expect((await upload('b.jpg', 'image/jpeg', half, user)).statusCode).toBe(201);
    const refused = await upload('c.gif', 'image/gif', GIF, user);
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'UPLOAD_QUOTA_EXCEEDED']);
    expect(await storedOf(user.userId)).toHaveLength(2);
  });
});

describe('removing unreferenced uploads', () => {
  it('removes an old upload nothing refers to, and keeps referenced and young ones', async () => {
    const user = await member();
    const urlOf = async () => (await upload('a.gif', 'image/gif', GIF, user)).json().url as string;
    const [unused, inPost, inComment, inReply] = [await urlOf(), await urlOf(), await urlOf(), await urlOf()];
    const call = (url: string, content: string) =>
      server.app.inject({
        method: 'POST',
        url: `/api/forum${url}`,
        headers: bearer(user.accessToken),
        payload: { content: `<p>x<img src="${content}"></p>` },
      });
    const post = (await call(`/addPost/${COURSE}`, inPost)).json();
    const comment = (await call(`/addComment/${post.id}`, inComment)).json();
    expect((await call(`/replyComment/${comment.id}`, inReply)).statusCode).toBe(201);

    server.clock.now = new Date(server.clock.now.getTime() + 25 * 3_600_000);
    const young = await urlOf();
    const removed = await removeOrphanUploads(server.ctx);

    const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
    expect(removed).toContain(nameOf(unused));
    for (const kept of [inPost, inComment, inReply, young]) expect(removed).not.toContain(nameOf(kept));
    expect((await server.app.inject({ url: unused })).statusCode).toBe(404);
    expect(existsSync(join(server.config.dataDir, 'uploads', nameOf(unused)))).toBe(false);
    for (const kept of [inPost, inComment, inReply, young]) {
      expect((await server.app.inject({ url: kept })).statusCode).toBe(200);
    }
    // Its row is gone too: it no longer counts against the quota.
    expect((await storedOf(user.userId)).map((r) => r.name)).not.toContain(nameOf(unused));
  });
});

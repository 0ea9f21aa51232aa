import { readObject } from '../src/storage/object-store';
import { removeUnattachedUploads } from '../src/storage/upload-quota';
import { apiOf, bearer, INSTRUCTOR, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

/**
 * 100 ticket attachments of 1.9 MB that no ticket used, 100 photos and 100 material
 * uploads were all taken (issue 30). Every upload route now has one rate and quota
 * rule, and what nothing attached is removed after its grace period.
 */

const PER_MINUTE = 3;
const QUOTA_BYTES = 10 * 1024;
const GRACE_HOURS = 1;

let server: TestServer;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  server = await startTestServer({
    UPLOADS_PER_MINUTE: String(PER_MINUTE),
    UPLOAD_QUOTA_MB: String(QUOTA_BYTES / 1024 / 1024),
    COURSE_UPLOAD_QUOTA_MB: String(QUOTA_BYTES / 1024 / 1024),
    UPLOAD_GRACE_HOURS: String(GRACE_HOURS),
  });
  api = apiOf(server);
});
afterAll(() => server.close());

const later = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
};

function attach(who: SignedIn, name: string, data: Buffer) {
  const boundary = 'x-boundary';
  return server.app.inject({
    method: 'POST',
    url: '/api/tickets/attachment',
    headers: { ...bearer(who.accessToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}
const text = (bytes: number) => Buffer.alloc(bytes, 'a');

it('limits ticket attachments to the rate a minute, then to the quota, storing nothing refused', async () => {
  const user = await api.signUp();
  for (let i = 0; i < PER_MINUTE; i += 1)
    expect((await attach(user, `log${i}.txt`, text(100))).statusCode).toBe(201);
  const fast = await attach(user, 'one-more.txt', text(100));
  expect([fast.statusCode, fast.json()]).toEqual([
    429,
    expect.objectContaining({
      code: 'UPLOAD_RATE_LIMITED',
      errors: { attachment: 'validation.uploadRateLimited' },
    }),
  ]);
  later(61_000);
  const full = await attach(user, 'big.txt', text(QUOTA_BYTES));
  expect([full.statusCode, full.json().code]).toEqual([422, 'UPLOAD_QUOTA_EXCEEDED']);
  const { rows } = await server.ctx.database.pool.query('SELECT bytes FROM uploads WHERE user_id = $1', [
    user.userId,
  ]);
  expect(rows.map((r) => r.bytes)).toEqual([100, 100, 100]);
});

it('removes attachments no ticket carries after the grace period, keeping the attached one', async () => {
  const user = await api.signUp();
  const kept = (await attach(user, 'kept.txt', text(50))).json();
  const dropped = (await attach(user, 'dropped.txt', text(50))).json();
  const ticket = await server.app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: bearer(user.accessToken),
    payload: { subject: 'With a log', category: 'technical', message: 'see attached', attachment: kept },
  });
  expect(ticket.statusCode).toBe(201);
  expect(await removeUnattachedUploads(server.ctx)).not.toContain(dropped.key);
  later(GRACE_HOURS * 3_600_000 + 60_000);
  const removed = await removeUnattachedUploads(server.ctx);
  expect(removed).toContain(dropped.key);
  expect(removed).not.toContain(kept.key);
  expect(await readObject(server.ctx, kept.key)).not.toBeNull();
  expect(await readObject(server.ctx, dropped.key)).toBeNull();
});

it('limits material upload addresses by the same rate, and their bytes by the course quota', async () => {
  const instructor = await api.signIn(INSTRUCTOR);
  later(61_000);
  const { rows } = await server.ctx.database.pool.query('SELECT id FROM courses WHERE seo_txt = $1', [
    'algebra-foundations',
  ]);
  const presign = (filename: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/s3/getPresignedUrl',
      headers: bearer(instructor.accessToken),
      payload: { filename, fileType: '', directory: rows[0].id },
    });
  const first = await presign('a.txt');
  expect(first.statusCode).toBe(200);
  const put = (url: string, data: Buffer) =>
    server.app.inject({ method: 'PUT', url, payload: data, headers: { 'content-type': 'text/plain' } });
  expect((await put(first.json().url, text(QUOTA_BYTES / 2))).statusCode).toBe(200);
  const second = await presign('b.txt');
  const over = await put(second.json().url, text(QUOTA_BYTES / 2 + 1));
  expect([over.statusCode, over.json().code]).toEqual([422, 'UPLOAD_QUOTA_EXCEEDED']);
  await presign('c.txt');
  const fast = await presign('d.txt');
  expect([fast.statusCode, fast.json().code]).toEqual([429, 'UPLOAD_RATE_LIMITED']);
});

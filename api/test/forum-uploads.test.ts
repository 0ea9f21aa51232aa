import { apiOf, bearer, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let learner: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  learner = await apiOf(server).signIn(LEARNER);
});
afterAll(() => server.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
]);
const HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');

/** POST /forum/uploadImage with one file part, as a browser's FormData sends it. */
function upload(filename: string, type: string, data: Buffer) {
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
    url: '/api/forum/uploadImage',
    headers: { ...bearer(learner.accessToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
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
});

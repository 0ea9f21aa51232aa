import { randomUUID } from 'node:crypto';
import { type CourseMaterials, type MaterialFile, newFolder } from '@elearn/contracts';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';
import { startS3 } from './s3-server';

/*
 * Course materials on an S3-compatible store (s3rver, started here): the browser
 * PUTs to and reads from presigned addresses of the bucket, and the API checks
 * the bytes when the tree that uses them is saved. The disk path: materials.test.ts.
 */
const COURSE = 'algebra-foundations';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');

let s3: Awaited<ReturnType<typeof startS3>>;
let server: TestServer;
let api: ReturnType<typeof apiOf>;
let instructor: SignedIn;
let learner: SignedIn;
let courseId: string;

beforeAll(async () => {
  s3 = await startS3();
  server = await startTestServer(s3.env);
  api = apiOf(server);
  instructor = await api.signIn(INSTRUCTOR);
  learner = await api.signIn(LEARNER);
  const { rows } = await server.ctx.database.pool.query('SELECT id FROM courses WHERE seo_txt = $1', [
    COURSE,
  ]);
  courseId = rows[0].id;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

const presign = async (filename: string) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/s3/getPresignedUrl',
    headers: bearer(instructor.accessToken),
    payload: { filename, fileType: '', directory: courseId },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ url: string; key: string }>();
};
/** What the browser does with the address: a PUT straight to the bucket. */
const put = (url: string, data: Buffer) => fetch(url, { method: 'PUT', body: new Uint8Array(data) });

async function saveWith(key: string, name: string, type: MaterialFile['type'] = 'png') {
  const current = (
    await api.get(`/api/course/getCourseMaterials/${COURSE}`, bearer(instructor.accessToken))
  ).json<CourseMaterials>().materials;
  const top = newFolder(randomUUID(), `Bucket ${name}`, null);
  const stored: MaterialFile = {
    id: randomUUID(),
    name,
    type,
    function: 'study',
    hash: key,
    content: '',
    link: '',
    isactive: true,
    isdeleted: false,
    iscompleted: false,
    parent_id: top.id,
    numberofpages: 0,
  };
  top.childrenfiles = [stored];
  const response = await server.app.inject({
    method: 'PUT',
    url: '/api/course/saveCourseMaterials',
    headers: bearer(instructor.accessToken),
    payload: {
      section_id: courseId,
      courseMaterials: [...current, top],
      filesToAddToDB: [key],
      oldFilesToDeleteFromDB: [],
    },
  });
  return { response, fileId: stored.id };
}

describe('course materials in an S3 bucket', () => {
  it('uploads to and reads from presigned addresses of the bucket, the bytes checked on save', async () => {
    const { url, key } = await presign('graph.png');
    expect(url.startsWith(`${s3.endpoint}/uploads/${key}?`)).toBe(true);
    expect((await put(url, PNG)).status).toBe(200);
    const { response, fileId } = await saveWith(key, 'graph');
    expect(response.statusCode).toBe(200);

    const read = (await api.get(`/api/course/materialFileUrl/${fileId}`, bearer(learner.accessToken))).json<{
      url: string;
      mime: string;
    }>();
    expect(read.url.startsWith(`${s3.endpoint}/uploads/${key}?`)).toBe(true);
    const served = await fetch(read.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // The signature is the permission: a changed address is refused by the bucket.
    expect((await fetch(read.url.replace(/X-Amz-Signature=[0-9a-f]+/, 'X-Amz-Signature=00'))).status).toBe(
      403,
    );
  });

  it('removes from the bucket and refuses a .png whose bytes are HTML, changing nothing', async () => {
    const { url, key } = await presign('photo.png');
    expect((await put(url, HTML)).status).toBe(200);
    expect(await s3.holds(key)).toBe(true);
    const { response, fileId } = await saveWith(key, 'photo');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { file: 'validation.materials.fileType' } });
    expect(await s3.holds(key)).toBe(false);
    const { rows } = await server.ctx.database.pool.query('SELECT 1 FROM material_files WHERE id = $1', [
      fileId,
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses a saved file whose upload never reached the bucket', async () => {
    const { key } = await presign('missing.png');
    const { response } = await saveWith(key, 'missing');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { filesToAddToDB: 'validation.materials.upload' } });
  });

  it('serves uploaded HTML from the bucket as text to download, never as a page', async () => {
    const { url, key } = await presign('page.html');
    expect((await put(url, HTML)).status).toBe(200);
    const { response: saved, fileId } = await saveWith(key, 'page', 'html');
    expect(saved.statusCode).toBe(200);
    const read = (await api.get(`/api/course/materialFileUrl/${fileId}`, bearer(learner.accessToken))).json<{
      url: string;
    }>();
    const served = await fetch(read.url);
    expect(served.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(served.headers.get('content-disposition')).toBe('attachment');
  });

  it('lets the page connect to the bucket, show its images and play its video (CSP)', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/health' });
    const csp = page.headers['content-security-policy'] as string;
    for (const directive of ['connect-src', 'img-src', 'media-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
  });
});

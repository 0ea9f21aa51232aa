import { randomUUID } from 'node:crypto';
import {
  type CourseMaterials,
  type MaterialFile,
  type MaterialFolder,
  materialPermissionName,
  newFolder,
} from '@elearn/contracts';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

const COURSE = 'algebra-foundations';
let server: TestServer;
let api: ReturnType<typeof apiOf>;
let instructor: SignedIn;
let learner: SignedIn;
let courseId: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  instructor = await api.signIn(INSTRUCTOR);
  learner = await api.signIn(LEARNER);
  const { rows } = await server.ctx.database.pool.query('SELECT id FROM courses WHERE seo_txt = $1', [
    COURSE,
  ]);
  courseId = rows[0].id;
});
afterAll(() => server.close());

const getMaterials = async (who: SignedIn) => {
  const response = await api.get(`/api/course/getCourseMaterials/${COURSE}`, bearer(who.accessToken));
  expect(response.statusCode).toBe(200);
  return response.json<CourseMaterials>();
};
const save = (who: SignedIn, tree: MaterialFolder[], filesToAddToDB: string[] = []) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/course/saveCourseMaterials',
    headers: bearer(who.accessToken),
    payload: { section_id: courseId, courseMaterials: tree, filesToAddToDB, oldFilesToDeleteFromDB: [] },
  });
const file = (parentId: string, name: string, extra: Partial<MaterialFile> = {}): MaterialFile => ({
  id: randomUUID(),
  name,
  type: 'link',
  function: 'study',
  hash: '',
  content: 'https://example.org/reading',
  link: '',
  isactive: true,
  isdeleted: false,
  iscompleted: false,
  parent_id: parentId,
  numberofpages: 0,
  ...extra,
});
/** A top folder with a subfolder, each with a link file. */
function sampleTree() {
  const top = newFolder(randomUUID(), `Unit ${randomUUID().slice(0, 6)}`, null);
  const sub = newFolder(randomUUID(), 'Practice', top.id);
  sub.childrenfiles = [file(sub.id, 'Worked examples')];
  top.childrenfiles = [file(top.id, 'Reading')];
  top.childrenfolders = [sub];
  return top;
}
const ids = (tree: MaterialFolder[]): string[] =>
  tree.flatMap((f) => [f.id, ...f.childrenfiles.map((x) => x.id), ...ids(f.childrenfolders)]);

async function presign(who: SignedIn, filename: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/s3/getPresignedUrl',
    headers: bearer(who.accessToken),
    payload: { filename, fileType: '', directory: courseId },
  });
}
const put = (url: string, data: Buffer, type = 'application/octet-stream') =>
  server.app.inject({ method: 'PUT', url, payload: data, headers: { 'content-type': type } });

describe('course materials tree', () => {
  it('cascades a folder made inactive down its subtree, and a learner never receives it', async () => {
    const current = (await getMaterials(instructor)).materials;
    const top = sampleTree();
    expect((await save(instructor, [...current, top])).statusCode).toBe(200);
    expect(ids((await getMaterials(learner)).materials)).toEqual(expect.arrayContaining(ids([top])));

    const hidden = { ...top, isactive: false };
    const saved = await save(instructor, [...current, hidden]);
    expect(saved.statusCode).toBe(200);
    const stored = saved.json<CourseMaterials>().materials.find((f) => f.id === top.id)!;
    // The server applied the cascade though the client sent only the folder's flag.
    expect(stored.childrenfolders[0]!.isactive).toBe(false);
    expect(stored.childrenfolders[0]!.childrenfiles[0]!.isactive).toBe(false);
    expect(stored.childrenfiles[0]!.isactive).toBe(false);
    const seen = ids((await getMaterials(learner)).materials);
    for (const id of ids([top])) expect(seen).not.toContain(id);
    // The manager still sees it all.
    expect(ids((await getMaterials(instructor)).materials)).toEqual(expect.arrayContaining(ids([top])));
  });

  it('deletes softly: marked, kept in the database, shown to no one', async () => {
    const current = (await getMaterials(instructor)).materials;
    const top = sampleTree();
    await save(instructor, [...current, top]);
    const deleted = { ...top, isdeleted: true };
    expect((await save(instructor, [...current, deleted])).statusCode).toBe(200);
    for (const who of [instructor, learner])
      expect(ids((await getMaterials(who)).materials)).not.toContain(top.id);
    const { rows } = await server.ctx.database.pool.query(
      'SELECT is_deleted FROM material_files WHERE folder_id = $1',
      [top.childrenfolders[0]!.id],
    );
    expect(rows).toEqual([{ is_deleted: true }]);
    // Left out of the tree counts as deleted too.
    const other = sampleTree();
    await save(instructor, [...current, other]);
    await save(instructor, current);
    expect(ids((await getMaterials(instructor)).materials)).not.toContain(other.id);
    const left = await server.ctx.database.pool.query(
      'SELECT is_deleted FROM material_folders WHERE id = $1',
      [other.id],
    );
    expect(left.rows).toEqual([{ is_deleted: true }]);
  });
});

describe('permission names', () => {
  it('refuses learners and members without the course permission name', async () => {
    const current = (await getMaterials(instructor)).materials;
    expect((await save(learner, [...current, sampleTree()])).statusCode).toBe(403);
    expect((await presign(learner, 'notes.pdf')).statusCode).toBe(403);
    expect((await getMaterials(learner)).permissions).toEqual([]);
  });

  it('enforces each family by its stored name', async () => {
    const pool = server.ctx.database.pool;
    const current = (await getMaterials(instructor)).materials;
    const top = sampleTree();
    await save(instructor, [...current, top]);
    await pool.query('DELETE FROM material_permissions WHERE user_id = $1 AND name = ANY($2)', [
      instructor.userId,
      [materialPermissionName(courseId, 'addFolder'), materialPermissionName(courseId, 'delete')],
    ]);
    try {
      expect((await getMaterials(instructor)).permissions).not.toContain('addFolder');
      // Adding a folder needs PACF1; deleting needs PDCM1; a rename (PACM2) is still allowed.
      expect((await save(instructor, [...current, top, sampleTree()])).statusCode).toBe(403);
      expect((await save(instructor, [...current, { ...top, isdeleted: true }])).statusCode).toBe(403);
      expect((await save(instructor, [...current, { ...top, name: 'Renamed unit' }])).statusCode).toBe(200);
    } finally {
      await pool.query(
        `INSERT INTO material_permissions (course_id, user_id, name) VALUES ($1, $2, $3), ($1, $2, $4)`,
        [
          courseId,
          instructor.userId,
          materialPermissionName(courseId, 'addFolder'),
          materialPermissionName(courseId, 'delete'),
        ],
      );
    }
  });

  it('gives a course’s new instructor its names, through the database', async () => {
    const user = await api.signUp();
    await server.ctx.database.pool.query(
      'INSERT INTO course_instructors (course_id, user_id) VALUES ($1, $2)',
      [courseId, user.userId],
    );
    const { rows } = await server.ctx.database.pool.query(
      'SELECT name FROM material_permissions WHERE user_id = $1 ORDER BY name',
      [user.userId],
    );
    expect(rows.map((r) => r.name)).toEqual([
      `CM1__Cou1_${courseId}_PACF1`,
      `CM1__Cou1_${courseId}_PACM1`,
      `CM1__Cou1_${courseId}_PACM2`,
      `CM1__Cou1_${courseId}_PDCM1`,
    ]);
  });
});

describe('uploads', () => {
  it('refuses a .png that is HTML and an SVG in any disguise, and serves what it keeps inert', async () => {
    expect((await presign(instructor, 'drawing.svg')).statusCode).toBe(422);
    const fake = (await presign(instructor, 'photo.png')).json<{ url: string }>();
    expect((await put(fake.url, HTML, 'image/png')).statusCode).toBe(422);
    const svg = (await presign(instructor, 'photo.png')).json<{ url: string }>();
    expect((await put(svg.url, SVG, 'image/png')).statusCode).toBe(422);

    // HTML as an html resource is kept, but never served as a page of the site.
    const page = (await presign(instructor, 'page.html')).json<{ url: string; key: string }>();
    expect((await put(page.url, HTML, 'text/html')).statusCode).toBe(200);
    const current = (await getMaterials(instructor)).materials;
    const top = newFolder(randomUUID(), 'Resources', null);
    const stored = file(top.id, 'page', { type: 'html', hash: page.key, content: '' });
    top.childrenfiles = [stored];
    expect((await save(instructor, [...current, top], [page.key])).statusCode).toBe(200);
    const { url } = (
      await api.get(`/api/course/materialFileUrl/${stored.id}`, bearer(learner.accessToken))
    ).json<{ url: string }>();
    const served = await api.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/plain/);
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores a real PNG under its own key, typed by its bytes; the addresses expire', async () => {
    const { url, key } = (await presign(instructor, '../../etc/passwd.png')).json<{
      url: string;
      key: string;
    }>();
    expect(key).toMatch(new RegExp(`^materials/${courseId}/[0-9a-f]{32}\\.png$`));
    expect((await put(url, PNG, 'image/png')).statusCode).toBe(200);
    // Once only.
    expect((await put(url, PNG, 'image/png')).statusCode).toBe(404);

    const current = (await getMaterials(instructor)).materials;
    const top = newFolder(randomUUID(), 'Pictures', null);
    // The client claims pdf: the type comes from the checked upload.
    const picture = file(top.id, 'graph', { type: 'pdf', hash: key, content: '' });
    top.childrenfiles = [picture];
    const saved = await save(instructor, [...current, top], [key]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<CourseMaterials>().materials.find((f) => f.id === top.id)!.childrenfiles[0]!.type).toBe(
      'png',
    );

    const read = (
      await api.get(`/api/course/materialFileUrl/${picture.id}`, bearer(learner.accessToken))
    ).json<{ url: string }>();
    const ok = await api.get(read.url);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(PNG)).toBe(true);
    expect((await api.get(read.url.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(403);

    const later = await presign(instructor, 'late.png');
    const before = server.clock.now;
    server.clock.now = new Date(before.getTime() + 11 * 60_000);
    try {
      expect((await api.get(read.url)).statusCode).toBe(403);
      expect((await put(later.json<{ url: string }>().url, PNG)).statusCode).toBe(403);
    } finally {
      server.clock.now = before;
    }
  });

  it('refuses a save that points a file at an upload that never arrived, and hides inactive files from learners', async () => {
    const { key } = (await presign(instructor, 'missing.pdf')).json<{ key: string }>();
    const current = (await getMaterials(instructor)).materials;
    const top = newFolder(randomUUID(), 'Missing', null);
    top.childrenfiles = [file(top.id, 'missing', { type: 'pdf', hash: key, content: '' })];
    expect((await save(instructor, [...current, top], [key])).statusCode).toBe(422);

    const { url, key: real } = (await presign(instructor, 'shown.png')).json<{ url: string; key: string }>();
    await put(url, PNG);
    const folder = newFolder(randomUUID(), 'Hidden picture', null);
    const hidden = file(folder.id, 'hidden', { type: 'png', hash: real, content: '', isactive: false });
    folder.childrenfiles = [hidden];
    expect((await save(instructor, [...current, folder], [real])).statusCode).toBe(200);
    expect(
      (await api.get(`/api/course/materialFileUrl/${hidden.id}`, bearer(learner.accessToken))).statusCode,
    ).toBe(404);
    expect(
      (await api.get(`/api/course/materialFileUrl/${hidden.id}`, bearer(instructor.accessToken))).statusCode,
    ).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CourseMaterials,
  type MaterialFile,
  newFolder,
  type PackageLaunch,
  type ScormProgress,
} from '@elearn/contracts';
import { strToU8, zipSync } from 'fflate';
import { demoPackage, demoPackageFiles, zipOf } from '../src/modules/materials/scorm/demo-package';
import { PACKAGE_CSP } from '../src/modules/materials/scorm/package.routes';
import { uploadsDir } from '../src/storage/object-store';
import { ADMIN, apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

const COURSE = 'algebra-foundations';
let server: TestServer;
let api: ReturnType<typeof apiOf>;
let instructor: SignedIn;
let learner: SignedIn;
let admin: SignedIn;
let courseId: string;
/** The demo package, uploaded and saved once for the whole file. */
let packageFile: MaterialFile;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  [instructor, learner, admin] = await Promise.all([
    api.signIn(INSTRUCTOR),
    api.signIn(LEARNER),
    api.signIn(ADMIN),
  ]);
  const { rows } = await server.ctx.database.pool.query('SELECT id FROM courses WHERE seo_txt = $1', [
    COURSE,
  ]);
  courseId = rows[0].id;
});
afterAll(() => server.close());

const presign = async (filename: string) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/s3/getPresignedUrl',
    headers: bearer(instructor.accessToken),
    payload: { filename, fileType: 'application/zip', directory: courseId },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ url: string; key: string }>();
};
const put = (url: string, data: Buffer) =>
  server.app.inject({ method: 'PUT', url, payload: data, headers: { 'content-type': 'application/zip' } });
const launch = (who: SignedIn, fileId: string) =>
  api.get(`/api/course/packageLaunch/${fileId}`, bearer(who.accessToken));
const saveProgress = (who: SignedIn, fileId: string, payload: unknown) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/course/packageProgress/${fileId}`,
    headers: bearer(who.accessToken),
    payload: payload as object,
  });
const packagesDir = () => join(uploadsDir(server.ctx), 'materials', courseId, 'packages');
const storedEntries = () =>
  existsSync(packagesDir())
    ? readdirSync(packagesDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
const packageRows = async () =>
  (await server.ctx.database.pool.query('SELECT count(*)::int AS n FROM scorm_packages')).rows[0].n as number;

/** Uploads the demo package and saves it as a file of a new folder. */
async function uploadDemo(): Promise<MaterialFile> {
  const { url, key } = await presign('Equations check-up.zip');
  const received = await put(url, demoPackage());
  expect(received.statusCode).toBe(200);
  const current = await api.get(`/api/course/getCourseMaterials/${COURSE}`, bearer(instructor.accessToken));
  const top = newFolder(randomUUID(), 'Packages', null);
  const file: MaterialFile = {
    id: randomUUID(),
    name: 'Equations check-up.zip',
    type: 'other',
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
  top.childrenfiles = [file];
  const saved = await server.app.inject({
    method: 'PUT',
    url: '/api/course/saveCourseMaterials',
    headers: bearer(instructor.accessToken),
    payload: {
      section_id: courseId,
      courseMaterials: [...current.json<CourseMaterials>().materials, top],
      filesToAddToDB: [key],
      oldFilesToDeleteFromDB: [],
    },
  });
  expect(saved.statusCode).toBe(200);
  const stored = saved.json<CourseMaterials>().materials.find((f) => f.id === top.id)!.childrenfiles[0]!;
  expect(stored.type).toBe('scorm');
  return stored;
}

describe('SCORM package uploads', () => {
  it('accepts a SCORM 1.2 zip and serves its launch page sandboxed, with the runtime and the learner’s state', async () => {
    packageFile = await uploadDemo();
    const answer = await launch(learner, packageFile.id);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<PackageLaunch>();
    expect(body).toMatchObject({ title: 'Equations check-up', mode: 'record', progress: null });
    expect(body.url).toMatch(
      new RegExp(
        `^/api/course/package/${packageFile.id}/record\\.${learner.userId}\\.\\d+\\.[\\w-]+/content/index\\.html$`,
      ),
    );

    const page = await api.get(body.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(PACKAGE_CSP);
    expect(page.headers['content-security-policy']).toMatch(
      /^sandbox allow-scripts allow-forms allow-popups;/,
    );
    expect(page.headers['content-security-policy']).not.toContain('allow-same-origin');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.body).toContain('<script src="/api/course/package-runtime.js"></script>');
    expect(page.body).toContain(`"student_id":"${learner.userId}"`);
    expect(page.body).toContain('"entry":"ab-initio"');

    // Relative addresses inside the package resolve under the same signed prefix.
    const script = await api.get(body.url.replace(/index\.html$/, 'quiz.js'));
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['content-security-policy']).toBe(PACKAGE_CSP);
    expect(script.body).toBe(demoPackageFiles()['content/quiz.js']);
    expect((await api.get(body.url.replace(/index\.html$/, '../imsmanifest.xml'))).statusCode).toBe(200);
    expect((await api.get(body.url.replace(/index\.html$/, 'missing.js'))).statusCode).toBe(404);

    // A page of the site cannot load a package file as a script (script-src 'self' would let it run);
    // the sandboxed frame (an opaque origin: cross-site) and navigations still can.
    const as = (site: string, dest: string, url = body.url.replace(/index\.html$/, 'quiz.js')) =>
      api.get(url, { 'sec-fetch-site': site, 'sec-fetch-dest': dest });
    for (const dest of ['script', 'worker', 'sharedworker', 'serviceworker', 'style', 'empty']) {
      expect([dest, (await as('same-origin', dest)).statusCode]).toEqual([dest, 403]);
    }
    expect((await as('cross-site', 'script')).statusCode).toBe(200);
    expect((await as('same-origin', 'iframe', body.url)).statusCode).toBe(200);
    expect(script.headers.vary).toContain('Sec-Fetch-Dest');

    const runtime = await api.get('/api/course/package-runtime.js');
    expect(runtime.statusCode).toBe(200);
    expect(runtime.body).toContain('Scorm12API');
    expect(runtime.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('refuses a forged or expired frame address, and one of another file', async () => {
    const { url } = (await launch(learner, packageFile.id)).json<PackageLaunch>();
    expect((await api.get(url.replace(/\.[\w-]+\/content/, '.forged/content'))).statusCode).toBe(403);
    // Another learner's state cannot be asked for with a signature made for this one.
    expect((await api.get(url.replace(learner.userId, admin.userId))).statusCode).toBe(403);
    expect((await api.get(url.replace(packageFile.id, randomUUID()))).statusCode).toBe(403);
    const before = server.clock.now;
    server.clock.now = new Date(before.getTime() + 3 * 60 * 60_000);
    try {
      expect((await api.get(url)).statusCode).toBe(403);
    } finally {
      server.clock.now = before;
    }
  });

  const symlink = () =>
    Buffer.from(
      zipSync({
        ...Object.fromEntries(Object.entries(demoPackageFiles()).map(([p, c]) => [p, strToU8(c)])),
        'content/link': [strToU8('/etc/passwd'), { os: 3, attrs: 0o120777 * 0x10000 }],
      }),
    );
  const many = () =>
    zipOf({
      ...demoPackageFiles(),
      ...Object.fromEntries(Array.from({ length: 2_001 }, (_, i) => [`content/p${i}.txt`, 'x'])),
    });
  const bomb = () => zipOf({ ...demoPackageFiles(), 'content/zeros.bin': new Uint8Array(20 * 1024 * 1024) });
  const withoutManifest = () => {
    const { 'imsmanifest.xml': _, ...rest } = demoPackageFiles();
    return zipOf(rest);
  };
  const scorm2004 = () =>
    zipOf({
      ...demoPackageFiles(),
      'imsmanifest.xml': demoPackageFiles()['imsmanifest.xml']!.replace(
        '<schemaversion>1.2</schemaversion>',
        '<schemaversion>2004 4th Edition</schemaversion>',
      ),
    });

  it.each([
    ['a ../ entry', () => zipOf({ ...demoPackageFiles(), '../escape.html': 'x' }), 'unsafe'],
    ['a nested ../ entry', () => zipOf({ ...demoPackageFiles(), 'content/../../x.js': 'x' }), 'unsafe'],
    ['an absolute entry', () => zipOf({ ...demoPackageFiles(), '/abs.html': 'x' }), 'unsafe'],
    ['a backslash entry', () => zipOf({ ...demoPackageFiles(), 'content\\..\\..\\x.js': 'x' }), 'unsafe'],
    ['a symlink', symlink, 'unsafe'],
    ['more than 2,000 entries', many, 'tooLarge'],
    ['a zip bomb (ratio above 100:1)', bomb, 'tooLarge'],
    ['no imsmanifest.xml', withoutManifest, 'manifest'],
    ['a SCORM 2004 manifest', scorm2004, 'version'],
    ['a zip that is no zip', () => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 1)]), 'zip'],
  ])('refuses %s with 422 and stores nothing', async (_name, make, problem) => {
    const entriesBefore = storedEntries();
    const rowsBefore = await packageRows();
    const { url, key } = await presign('package.zip');
    const answer = await put(url, make());
    expect(answer.statusCode).toBe(422);
    const code =
      problem === 'fileType' ? 'validation.materials.fileType' : `validation.materials.package.${problem}`;
    expect(answer.json<{ errors: Record<string, string> }>().errors.file).toBe(code);
    expect(storedEntries()).toBe(entriesBefore);
    expect(await packageRows()).toBe(rowsBefore);
    expect(existsSync(join(uploadsDir(server.ctx), key))).toBe(false);
    const { rows } = await server.ctx.database.pool.query(
      'SELECT received_at FROM material_uploads WHERE key = $1',
      [key],
    );
    expect(rows[0].received_at).toBeNull();
  });
});

const passed: ScormProgress = {
  lesson_status: 'passed',
  score_raw: 100,
  score_min: 0,
  score_max: 100,
  suspend_data: 'q1=4;q2=5',
  lesson_location: 'content/index.html',
  total_time: '00:01:00',
};

describe('package progress', () => {
  it('keeps a learner’s commits, primes the next launch with them and marks the file completed once passed', async () => {
    const first = await saveProgress(learner, packageFile.id, {
      ...passed,
      lesson_status: 'incomplete',
      score_raw: null,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ lesson_status: 'incomplete', iscompleted: false });

    const done = await saveProgress(learner, packageFile.id, passed);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ...passed, iscompleted: true });

    const again = (await launch(learner, packageFile.id)).json<PackageLaunch>();
    expect(again.progress).toEqual(passed);
    const page = await api.get(again.url);
    expect(page.body).toContain('"entry":"resume"');
    expect(page.body).toContain('"suspend_data":"q1=4;q2=5"');

    const tree = (
      await api.get(`/api/course/getCourseMaterials/${COURSE}`, bearer(learner.accessToken))
    ).json<CourseMaterials>();
    const file = tree.materials.flatMap((f) => f.childrenfiles).find((f) => f.id === packageFile.id);
    expect(file?.iscompleted).toBe(true);

    // A later failed attempt is kept as the state, the completion mark stays.
    const failed = await saveProgress(learner, packageFile.id, {
      ...passed,
      lesson_status: 'failed',
      score_raw: 0,
    });
    expect(failed.json()).toMatchObject({ lesson_status: 'failed', iscompleted: true });
  });

  it('lets the course’s staff preview without recording, and others nothing', async () => {
    for (const who of [instructor, admin]) {
      const preview = (await launch(who, packageFile.id)).json<PackageLaunch>();
      expect(preview).toMatchObject({ mode: 'preview', progress: null });
      const page = await api.get(preview.url);
      expect(page.body).toContain('"lesson_mode":"browse"');
      expect((await saveProgress(who, packageFile.id, passed)).statusCode).toBe(403);
    }
    const stranger = await api.signUp();
    expect((await launch(stranger, packageFile.id)).statusCode).toBe(403);
    expect((await saveProgress(stranger, packageFile.id, passed)).statusCode).toBe(403);
    const { rows } = await server.ctx.database.pool.query(
      'SELECT user_id FROM scorm_progress WHERE file_id = $1',
      [packageFile.id],
    );
    expect(rows.map((r) => r.user_id)).toEqual([learner.userId]);
  });

  it.each([
    ['an unknown status', { ...passed, lesson_status: 'done' }],
    ['a score above 100', { ...passed, score_raw: 101 }],
    ['a negative score', { ...passed, score_min: -1 }],
    ['a score that is text', { ...passed, score_raw: '80' }],
    ['suspend data over 4096 characters', { ...passed, suspend_data: 'x'.repeat(4097) }],
    ['a location over 255 characters', { ...passed, lesson_location: 'x'.repeat(256) }],
    ['a time that is no timespan', { ...passed, total_time: '1 hour' }],
    ['a missing field', { lesson_status: 'passed' }],
  ])('answers 422 to %s', async (_name, payload) => {
    expect((await saveProgress(learner, packageFile.id, payload)).statusCode).toBe(422);
  });

  it('answers 404 for a file that is not a package, and for no file', async () => {
    const tree = (
      await api.get(`/api/course/getCourseMaterials/${COURSE}`, bearer(learner.accessToken))
    ).json<CourseMaterials>();
    const other = tree.materials.flatMap((f) => f.childrenfiles).find((f) => f.type !== 'scorm');
    if (other) expect((await launch(learner, other.id)).statusCode).toBe(404);
    expect((await launch(learner, randomUUID())).statusCode).toBe(404);
    expect((await saveProgress(learner, randomUUID(), passed)).statusCode).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { type CourseMaterials, flattenTree, type MaterialFile, newFolder } from '@elearn/contracts';
import { addSampleMaterials } from '../src/modules/materials/materials.seed';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

const COURSE = 'algebra-foundations';
let server: TestServer;
let api: ReturnType<typeof apiOf>;
let instructor: SignedIn;
let learner: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  instructor = await api.signIn(INSTRUCTOR);
  learner = await api.signIn(LEARNER);
  // The sample tree (a PDF among them) of the e2e fixture.
  const { rows } = await server.ctx.database.pool.query(
    `SELECT c.id, u.id AS owner FROM courses c, users u WHERE c.seo_txt = $1 AND u.email = $2`,
    [COURSE, INSTRUCTOR.email],
  );
  await addSampleMaterials(server.ctx, rows[0].id, rows[0].owner);
});
afterAll(() => server.close());

const regenerate = (who: SignedIn, courseId: unknown) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/course/createCourse/generateMaterials',
    headers: bearer(who.accessToken),
    payload: { courseId },
  });
const folderCount = async () =>
  (await server.ctx.database.pool.query('SELECT count(*)::int AS n FROM material_folders')).rows[0]
    .n as number;

describe('PUT /course/createCourse/generateMaterials', () => {
  it('makes one folder per module and one html resource per lesson, replacing the previous run', async () => {
    const { rows } = await server.ctx.database.pool.query(
      `SELECT d.modules FROM course_details d JOIN courses c ON c.id = d.course_id WHERE c.seo_txt = $1`,
      [COURSE],
    );
    const modules = rows[0].modules as { number: number; name: string; lessons: { name: string }[] }[];
    const first = await regenerate(instructor, COURSE);
    expect(first.statusCode).toBe(200);
    const generated = first.json<CourseMaterials>().materials.filter((f) => f.group_id === 'generated');
    expect(generated.map((f) => f.name)).toEqual(
      [...modules].sort((a, b) => a.number - b.number).map((m) => `${m.number}. ${m.name}`),
    );
    const lesson = generated[0]!.childrenfiles[0]!;
    expect(lesson.type).toBe('html');
    expect(lesson.content).toContain('<h2>');
    expect(lesson.content).not.toMatch(/<script/i);

    const again = (await regenerate(instructor, COURSE)).json<CourseMaterials>();
    const now = again.materials.filter((f) => f.group_id === 'generated');
    expect(now).toHaveLength(generated.length);
    expect(now.map((f) => f.id)).not.toContain(generated[0]!.id);
  });

  it('refuses a learner and changes nothing', async () => {
    const before = await folderCount();
    const response = await regenerate(learner, COURSE);
    expect(response.statusCode).toBe(403);
    expect(await folderCount()).toBe(before);
  });

  it('answers 422 to a missing course id and 404 to an unknown course', async () => {
    expect((await regenerate(instructor, undefined)).statusCode).toBe(422);
    expect((await regenerate(instructor, 'no-such-course')).statusCode).toBe(404);
  });
});

const enhance = (who: SignedIn, payload: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/ai/enhanceMaterialFile',
    headers: bearer(who.accessToken),
    payload,
  });
const fileInfo = {
  name: 'Factoring',
  type: 'html',
  content: '<p>Factor out the common term first. Then look for a difference of squares.</p>',
};

describe('POST /ai/enhanceMaterialFile', () => {
  it('answers the enhanced content, through the allow-list (offline: heading and key points)', async () => {
    const response = await enhance(instructor, { courseId: COURSE, userPrompt: 'Add a summary', fileInfo });
    expect(response.statusCode).toBe(200);
    const { enhancedContent } = response.json<{ enhancedContent: string }>();
    expect(enhancedContent).toContain('<h2>Factoring</h2>');
    expect(enhancedContent).toContain('<li>Factor out the common term first.</li>');
    const hostile = await enhance(instructor, {
      courseId: COURSE,
      userPrompt: 'Tidy',
      fileInfo: {
        ...fileInfo,
        content: '<p onclick="x()">Hello there, learners of algebra.</p><script>alert(1)</script>',
      },
    });
    expect(hostile.json<{ enhancedContent: string }>().enhancedContent).not.toMatch(/script|onclick/);
  });

  it('needs a prompt and a known course', async () => {
    const empty = await enhance(instructor, { courseId: COURSE, userPrompt: '   ', fileInfo });
    expect(empty.statusCode).toBe(422);
    expect((await enhance(instructor, { courseId: 'nope', userPrompt: 'x', fileInfo })).statusCode).toBe(404);
  });

  it('refuses a learner', async () => {
    const response = await enhance(learner, { courseId: COURSE, userPrompt: 'Add a summary', fileInfo });
    expect(response.statusCode).toBe(403);
  });
});

describe('html resources in a save', () => {
  const resource = (parent: string, content: string): MaterialFile => ({
    id: randomUUID(),
    name: 'Worked example',
    type: 'html',
    function: 'study',
    hash: '',
    content,
    link: '',
    isactive: true,
    isdeleted: false,
    iscompleted: false,
    parent_id: parent,
    numberofpages: 0,
  });
  const save = async (who: SignedIn, extra: (folderId: string) => MaterialFile) => {
    const current = (
      await server.app.inject({
        method: 'GET',
        url: `/api/course/getCourseMaterials/${COURSE}`,
        headers: bearer(who.accessToken),
      })
    ).json<CourseMaterials>();
    const folder = newFolder(randomUUID(), 'Resources', null);
    const file = extra(folder.id);
    folder.childrenfiles = [file];
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/course/saveCourseMaterials',
      headers: bearer(who.accessToken),
      payload: {
        section_id: COURSE,
        courseMaterials: [...current.materials, folder],
        filesToAddToDB: [],
        oldFilesToDeleteFromDB: [],
      },
    });
    return { response, file };
  };

  it('stores the markup through the allow-list', async () => {
    const { response, file } = await save(instructor, (id) =>
      resource(
        id,
        '<p>Solve 2x + 3 = 11 step by step.</p><img src=x onerror="alert(1)"><script>x()</script>',
      ),
    );
    expect(response.statusCode).toBe(200);
    const { rows } = await server.ctx.database.pool.query(
      'SELECT content FROM material_files WHERE id = $1',
      [file.id],
    );
    expect(rows[0].content).toBe('<p>Solve 2x + 3 = 11 step by step.</p>');
  });

  it('refuses content shorter than 20 characters and stores nothing', async () => {
    const { response, file } = await save(instructor, (id) => resource(id, '<p>Too short</p>'));
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      content: 'validation.materials.resourceContent',
    });
    const { rows } = await server.ctx.database.pool.query('SELECT 1 FROM material_files WHERE id = $1', [
      file.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('html resources saved again', () => {
  const tree = async () =>
    (
      await server.app.inject({
        method: 'GET',
        url: `/api/course/getCourseMaterials/${COURSE}`,
        headers: bearer(instructor.accessToken),
      })
    ).json<CourseMaterials>().materials;
  const saveTree = (materials: CourseMaterials['materials']) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/course/saveCourseMaterials',
      headers: bearer(instructor.accessToken),
      payload: {
        section_id: COURSE,
        courseMaterials: materials,
        filesToAddToDB: [],
        oldFilesToDeleteFromDB: [],
      },
    });
  const fileIn = (materials: CourseMaterials['materials'], id: string) =>
    materials.flatMap((f) => f.childrenfiles).find((f) => f.id === id);

  it('keeps a link whose scheme is refused saveable: later saves and its deletion answer 200', async () => {
    const folder = newFolder(randomUUID(), 'Links', null);
    const id = randomUUID();
    folder.childrenfiles = [
      {
        id,
        name: 'Notes',
        type: 'html',
        function: 'study',
        hash: '',
        content: '<a href="ftp://files.example.org/n.pdf">notes</a>',
        link: '',
        isactive: true,
        isdeleted: false,
        iscompleted: false,
        parent_id: folder.id,
        numberofpages: 0,
      },
    ];
    expect((await saveTree([...(await tree()), folder])).statusCode).toBe(200);
    const first = fileIn(await tree(), id)!.content;
    expect(first).not.toContain('ftp:');
    expect((await saveTree(await tree())).statusCode).toBe(200);
    expect(fileIn(await tree(), id)!.content).toBe(first);
    const deleting = (await tree()).map((f) => ({
      ...f,
      childrenfiles: f.childrenfiles.map((c) => (c.id === id ? { ...c, isdeleted: true } : c)),
    }));
    expect((await saveTree(deleting)).statusCode).toBe(200);
  });

  it('saves the tree when a stored resource breaks a rule it was not saved under', async () => {
    const [anyFile] = (await tree()).flatMap((f) => f.childrenfiles).filter((f) => f.type === 'html');
    expect(anyFile).toBeDefined();
    await server.ctx.database.pool.query("UPDATE material_files SET content = '<p>old</p>' WHERE id = $1", [
      anyFile!.id,
    ]);
    expect((await saveTree(await tree())).statusCode).toBe(200);
  });
});

describe('POST /lmsstats/markfilecompleted.php', () => {
  const complete = (who: SignedIn, payload: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/lmsstats/markfilecompleted.php',
      headers: bearer(who.accessToken),
      payload,
    });
  const tree = async (who: SignedIn) =>
    (
      await server.app.inject({
        method: 'GET',
        url: `/api/course/getCourseMaterials/${COURSE}`,
        headers: bearer(who.accessToken),
      })
    ).json<CourseMaterials>().materials;
  const pdfOf = (folders: CourseMaterials['materials']) =>
    flattenTree(folders).files.find((f) => f.file.type === 'pdf')?.file;
  const marks = async () =>
    (await server.ctx.database.pool.query('SELECT count(*)::int AS n FROM material_completions')).rows[0]
      .n as number;

  it('records the learner’s own Completed mark once, shown in their tree after a reload', async () => {
    const pdf = pdfOf(await tree(learner))!;
    expect(pdf.iscompleted).toBe(false);
    const first = await complete(learner, { file_id: pdf.id, section_id: COURSE });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ file_id: pdf.id, iscompleted: true });
    expect((await complete(learner, { file_id: pdf.id, section_id: COURSE })).statusCode).toBe(200);
    expect(pdfOf(await tree(learner))!.iscompleted).toBe(true);
    // Another member's tree is their own.
    expect(pdfOf(await tree(instructor))!.iscompleted).toBe(false);
  });

  it('refuses a stranger to the course, a file of another course and bad input, recording nothing', async () => {
    const pdf = pdfOf(await tree(learner))!;
    const before = await marks();
    const stranger = await api.signUp();
    expect([403, 404]).toContain(
      (await complete(stranger, { file_id: pdf.id, section_id: COURSE })).statusCode,
    );
    expect((await complete(learner, { file_id: randomUUID(), section_id: COURSE })).statusCode).toBe(404);
    expect((await complete(learner, { file_id: 'not-a-uuid', section_id: COURSE })).statusCode).toBe(422);
    expect((await complete(learner, { file_id: pdf.id })).statusCode).toBe(422);
    expect(await marks()).toBe(before);
  });
});

describe('PDF drawings: PUT /course/addPdfPaint, GET /course/getLoadPDFpaint/{fileId}', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  /** As the viewer's FormData sends it: page_num, fileId, then the image. */
  const paint = (who: SignedIn, fileId: string, page: string, img: Buffer) => {
    const boundary = 'elearn-paint-boundary';
    const field = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    return server.app.inject({
      method: 'PUT',
      url: '/api/course/addPdfPaint',
      headers: { ...bearer(who.accessToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        field('page_num', page),
        field('fileId', fileId),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="img"; filename="page.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        img,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };
  const load = (who: SignedIn, fileId: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/course/getLoadPDFpaint/${fileId}`,
      headers: bearer(who.accessToken),
    });
  const pdfId = async () => {
    const { rows } = await server.ctx.database.pool.query(
      `SELECT f.id FROM material_files f JOIN courses c ON c.id = f.course_id
       WHERE c.seo_txt = $1 AND f.type = 'pdf' AND NOT f.is_deleted LIMIT 1`,
      [COURSE],
    );
    return rows[0].id as string;
  };
  const drawings = async () =>
    (await server.ctx.database.pool.query('SELECT count(*)::int AS n FROM material_drawings')).rows[0]
      .n as number;

  it('keeps each learner’s own drawing per page, the last one replacing the previous', async () => {
    const id = await pdfId();
    expect((await paint(learner, id, '1', PNG)).statusCode).toBe(200);
    expect((await paint(learner, id, '1', PNG)).statusCode).toBe(200);
    const mine = (await load(learner, id)).json<{ pages: { page_num: number; img: string }[] }>();
    expect(mine.pages).toEqual([{ page_num: 1, img: `data:image/png;base64,${PNG.toString('base64')}` }]);
    expect((await load(instructor, id)).json<{ pages: unknown[] }>().pages).toEqual([]);
  });

  it('refuses bytes that are not a PNG, a bad page, and a stranger, storing nothing', async () => {
    const id = await pdfId();
    const before = await drawings();
    const html = await paint(learner, id, '1', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(422);
    expect((await paint(learner, id, '0', PNG)).statusCode).toBe(422);
    expect((await paint(learner, 'nope', '1', PNG)).statusCode).toBe(422);
    const stranger = await api.signUp();
    expect([403, 404]).toContain((await paint(stranger, id, '1', PNG)).statusCode);
    expect([403, 404]).toContain((await load(stranger, id)).statusCode);
    expect(await drawings()).toBe(before);
  });
});

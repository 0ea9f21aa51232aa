import type { CourseContentTree, CourseForm } from '@elearn/contracts';
import {
  HTML_MAX_DEPTH,
  HTML_MAX_TAGS,
  htmlTooComplex,
  sanitizeStoredHtml,
  storedLessonContent,
} from '../src/storage/stored-html';
import { apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';
import { expectInert, XSS_VECTORS } from './xss-corpus';

/**
 * One sanitizer for every stored HTML (issue 30): idempotent (a second save stores
 * what the first did), bounded (markup over the limits is refused before it is
 * parsed), and applied to lesson content on every way it is written.
 */

const ORIGIN = 'http://localhost:8080';

describe('sanitizeStoredHtml', () => {
  it('is idempotent over the XSS corpus and a link with a refused scheme', () => {
    const inputs = [
      ...XSS_VECTORS.map((v) => v.payload),
      '<a href="ftp://files.example.org/notes.pdf">notes</a>',
      '<a href="javascript:alert(1)">x</a><a>bare</a>',
    ];
    for (const [i, input] of inputs.entries()) {
      const once = sanitizeStoredHtml(input, ORIGIN);
      expect([i, sanitizeStoredHtml(once, ORIGIN)]).toEqual([i, once]);
    }
  });

  it('keeps lesson content idempotent too, plain text untouched', () => {
    for (const { id, payload } of XSS_VECTORS) {
      const once = storedLessonContent(payload, ORIGIN);
      expect([id, storedLessonContent(once, ORIGIN)]).toEqual([id, once]);
    }
    expect(storedLessonContent('2 < 3 & 4 > 1\n\nTwo paragraphs.', ORIGIN)).toBe(
      '2 < 3 & 4 > 1\n\nTwo paragraphs.',
    );
  });

  it('refuses markup over the tag count or the nesting limit, and not a text of many "<"', () => {
    expect(htmlTooComplex('<p>x</p>'.repeat(HTML_MAX_TAGS / 2))).toBe(false);
    expect(htmlTooComplex('<br>'.repeat(HTML_MAX_TAGS + 1))).toBe(true);
    expect(htmlTooComplex('<b>'.repeat(HTML_MAX_DEPTH))).toBe(false);
    expect(htmlTooComplex('<b>'.repeat(HTML_MAX_DEPTH + 1))).toBe(true);
    expect(htmlTooComplex('<'.repeat(49_990))).toBe(false);
    expect(() => sanitizeStoredHtml('<em>'.repeat(HTML_MAX_DEPTH + 1), ORIGIN, 'body')).toThrow(
      expect.objectContaining({ status: 422, extra: { errors: { body: 'validation.htmlTooComplex' } } }),
    );
  });
});

describe('through the API', () => {
  let server: TestServer;
  let instructor: SignedIn;
  let learner: SignedIn;
  let courseId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const api = apiOf(server);
    [instructor, learner] = await Promise.all([api.signIn(INSTRUCTOR), api.signIn(LEARNER)]);
    const { rows } = await server.ctx.database.pool.query('SELECT id FROM courses WHERE seo_txt = $1', [
      'algebra-foundations',
    ]);
    courseId = rows[0].id;
  });
  afterAll(() => server.close());

  const inject = (method: 'GET' | 'PUT' | 'POST', url: string, who: SignedIn, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), payload });

  /** Stored lesson content is plain text (shown escaped) or HTML the policy allows. */
  const expectStoredLesson = (content: string, id: number) => {
    if (/<[a-z][^<>]*>/i.test(content)) expectInert(content, id);
  };

  it('answers a forum body of 49 990 "<" and refuses one nested too deep', async () => {
    const long = await inject('POST', '/forum/addPost/algebra-foundations', learner, {
      content: '<'.repeat(49_990),
    });
    expect(long.statusCode).toBe(201);
    const deep = await inject('POST', '/forum/addPost/algebra-foundations', learner, {
      content: `${'<blockquote>'.repeat(HTML_MAX_DEPTH + 1)}x`,
    });
    expect([deep.statusCode, deep.json().errors]).toEqual([422, { content: 'validation.htmlTooComplex' }]);
  });

  it('stores the corpus as lesson content of the course form sanitized, and the next save the same', async () => {
    const form = (await inject('GET', `/course/courseForm/${courseId}`, instructor)).json<CourseForm>();
    const [lesson] = form.modules[0]!.lessons;
    // 30 lessons a module at most: the corpus in pages of 30.
    for (let start = 0; start < XSS_VECTORS.length; start += 30) {
      let page = XSS_VECTORS.slice(start, start + 30);
      form.modules[0]!.lessons = page.map((v, i) => ({
        ...lesson!,
        id: undefined,
        name: `Lesson ${i + 1}`,
        content: v.payload,
      }));
      let saved = await inject('PUT', `/course/updateCourse/${courseId}`, instructor, form);
      // A lesson the policy empties is refused by its field; the others are kept.
      for (let refused = 0; saved.statusCode === 422 && refused < 30; refused += 1) {
        const fields = Object.keys(saved.json().errors);
        expect(fields).toEqual([expect.stringMatching(/^modules\.0\.lessons\.\d+\.content$/)]);
        const emptied = Number(fields[0]!.split('.')[3]);
        form.modules[0]!.lessons = form.modules[0]!.lessons.filter((_, i) => i !== emptied);
        page = page.filter((_, i) => i !== emptied);
        saved = await inject('PUT', `/course/updateCourse/${courseId}`, instructor, form);
      }
      expect([saved.statusCode, saved.json().errors]).toEqual([200, undefined]);
      const { rows } = await server.ctx.database.pool.query(
        'SELECT modules FROM course_details WHERE course_id = $1',
        [courseId],
      );
      const lessons = rows[0].modules[0].lessons as { content: string }[];
      for (const [i, l] of lessons.entries()) expectStoredLesson(l.content, page[i]!.id);
      const again = await inject('PUT', `/course/updateCourse/${courseId}`, instructor, saved.json());
      expect(again.statusCode).toBe(200);
      expect(again.json<CourseForm>().modules[0]!.lessons.map((l) => l.content)).toEqual(
        lessons.map((l) => l.content),
      );
    }
  });

  it('stores the corpus written through the tree editor sanitized', async () => {
    for (const { id, payload } of XSS_VECTORS) {
      const response = await inject('PUT', '/course/updateTextByReference', instructor, {
        reference: { courseId },
        textReference: ['modules', 0, 'lessons', 0, 'content'],
        text: payload,
      });
      if (response.statusCode === 422) continue;
      expect([id, response.statusCode]).toEqual([id, 200]);
      expectStoredLesson(response.json<CourseContentTree>().modules[0]!.lessons[0]!.content, id);
    }
  });
});

import { randomUUID } from 'node:crypto';
import {
  type CourseMindMap,
  MIND_MAP_LIMITS,
  type MindMapNode,
  mindMapSchema,
  mindMapShape,
} from '@elearn/contracts';
import type { LearningOutcome, Module } from '../src/db/schema';
import { algebraMindMap } from '../src/modules/courses/seed-content/algebra-mind-map';
import { cut, mindMapFromOutline } from '../src/modules/materials/mind-map';
import { ADMIN, apiOf, bearer, INSTRUCTOR, LEARNER, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let learner: SignedIn;
let instructor: SignedIn;
let admin: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  [learner, instructor, admin, stranger] = await Promise.all([
    api.signIn(LEARNER),
    api.signIn(INSTRUCTOR),
    api.signIn(ADMIN),
    api.signUp(),
  ]);
});
afterAll(() => server.close());

const mindMap = (who: SignedIn | null, courseId: string) =>
  api.get(`/api/course/mindMap/${encodeURIComponent(courseId)}`, who ? bearer(who.accessToken) : {});
const read = async (who: SignedIn, courseId: string) => {
  const response = await mindMap(who, courseId);
  expect(response.statusCode).toBe(200);
  return response.json<CourseMindMap>();
};
const query = async <T>(sql: string, params: unknown[] = []) =>
  (await server.ctx.database.pool.query(sql, params)).rows as T[];
const idOf = async (seoTxt: string) =>
  (await query<{ id: string }>('SELECT id FROM courses WHERE seo_txt = $1', [seoTxt]))[0]!.id;
const names = (node: MindMapNode): string[] => [node.name, ...node.children.flatMap(names)];

describe('GET /api/course/mindMap/{courseId}', () => {
  it('gives an enrolled learner the course’s stored map, by seo text or id', async () => {
    const bySeo = await read(learner, 'algebra-foundations');
    expect(bySeo).toEqual({
      courseId: await idOf('algebra-foundations'),
      title: 'Algebra Foundations',
      source: 'stored',
      mindMap: algebraMindMap,
    });
    expect(await read(learner, bySeo.courseId)).toEqual(bySeo);
  });

  it('derives the map of a course without one from its outline: outcomes, modules, lessons', async () => {
    const answer = await read(learner, 'project-management-essentials');
    const [content] = await query<{ title: string; learning_outcomes: LearningOutcome[]; modules: Module[] }>(
      `SELECT c.title, d.learning_outcomes, d.modules FROM courses c
       JOIN course_details d ON d.course_id = c.id WHERE c.seo_txt = $1`,
      ['project-management-essentials'],
    );
    const { learning_outcomes: outcomes, modules } = content!;
    expect(answer.source).toBe('outline');
    const root = answer.mindMap!;
    expect(root.id).toBe(answer.courseId);
    expect(root.name).toBe(content!.title);
    expect(root.children.map((n) => n.id)).toEqual(outcomes.map((o) => o.id));
    const first = root.children[0]!;
    const firstModules = modules.filter((m) => m.learningOutcomeId === outcomes[0]!.id);
    expect(first.children.map((n) => n.name)).toEqual(firstModules.map((m) => m.name));
    const lesson = first.children[0]!.children[0]!;
    expect(lesson.name).toBe(firstModules[0]!.lessons[0]!.name);
    // A lesson is described by the start of its teaching text.
    expect(firstModules[0]!.lessons[0]!.content.replace(/\s+/g, ' ')).toContain(
      lesson.description!.replace(/…$/, ''),
    );
    expect(mindMapSchema.safeParse(root).success).toBe(true);
    const lessons = modules.reduce((n, m) => n + m.lessons.length, 0);
    expect(mindMapShape(root).nodes).toBe(1 + outcomes.length + modules.length + lessons);
  });

  it('is read by the course’s instructor and by staff, the same as by its learners', async () => {
    const learners = await read(learner, 'algebra-foundations');
    expect(await read(instructor, 'algebra-foundations')).toEqual(learners);
    expect(await read(admin, 'algebra-foundations')).toEqual(learners);
  });

  it('refuses a signed-in user outside the course (403), a guest (401), an unknown course (404)', async () => {
    expect((await mindMap(stranger, 'algebra-foundations')).statusCode).toBe(403);
    expect((await mindMap(learner, 'physics-motion-and-forces')).statusCode).toBe(403);
    expect((await mindMap(null, 'algebra-foundations')).statusCode).toBe(401);
    const unknown = await mindMap(learner, 'no-such-course');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await mindMap(admin, randomUUID())).statusCode).toBe(404);
    expect((await mindMap(learner, 'x'.repeat(201))).statusCode).toBe(404);
  });

  it('answers null for a course with neither a map nor an outline', async () => {
    const [course] = await query<{ id: string }>(
      `INSERT INTO courses (title, seo_txt, type) VALUES ('Empty course', $1, 'academic') RETURNING id`,
      [`empty-${randomUUID().slice(0, 8)}`],
    );
    expect(await read(admin, course!.id)).toEqual({
      courseId: course!.id,
      title: 'Empty course',
      source: 'outline',
      mindMap: null,
    });
  });

  it('shows the outline instead of a stored map that breaks the rules', async () => {
    const id = await idOf('project-management-essentials');
    const deep = Array.from({ length: MIND_MAP_LIMITS.depth }).reduce<MindMapNode>(
      (child, _, i) => ({ id: `n${i}`, name: `Level ${i}`, children: [child] }),
      { id: 'leaf', name: 'Leaf', children: [] },
    );
    await query('UPDATE courses SET mind_map = $2 WHERE id = $1', [id, JSON.stringify(deep)]);
    try {
      const answer = await read(learner, id);
      expect(answer.source).toBe('outline');
      expect(answer.mindMap!.id).toBe(id);
    } finally {
      await query('UPDATE courses SET mind_map = NULL WHERE id = $1', [id]);
    }
  });
});

describe('the mind map of an outline', () => {
  const lesson = (n: number, content = ''): Module['lessons'][number] => ({
    id: randomUUID(),
    number: n,
    name: `Lesson ${n}`,
    learningOutcomes: [],
    content,
    sampleQuestions: [],
  });
  const outcome = (statement: string): LearningOutcome => ({
    id: randomUUID(),
    statement,
    scope: 'The scope',
    domain: 'Cognitive',
    performanceCriteria: [],
  });

  it('keeps the outline’s order, hangs a module of no known outcome from the course', () => {
    const o = outcome('Plan a project');
    const modules: Module[] = [
      { id: 'm2', number: 2, name: 'Second', learningOutcomeId: o.id, lessons: [lesson(2), lesson(1)] },
      { id: 'm1', number: 1, name: 'First', learningOutcomeId: o.id, lessons: [] },
      { id: 'm3', number: 3, name: 'Orphan', learningOutcomeId: 'gone', lessons: [] },
    ];
    const map = mindMapFromOutline({
      id: 'c',
      title: 'Course',
      description: null,
      learningOutcomes: [o],
      modules,
    })!;
    expect(names(map)).toEqual([
      'Course',
      'Plan a project',
      'First',
      'Second',
      'Lesson 1',
      'Lesson 2',
      'Orphan',
    ]);
    expect(map.description).toBeUndefined();
    expect(map.children[0]!.description).toBe('The scope');
  });

  it('cuts a long statement for the name and keeps it whole in the description', () => {
    const long = `${'Analyse the risks of a project '.repeat(10)}carefully.`;
    const map = mindMapFromOutline({
      id: 'c',
      title: 'Course',
      description: 'About it',
      learningOutcomes: [outcome(long)],
      modules: [],
    })!;
    const node = map.children[0]!;
    expect(node.name.length).toBeLessThanOrEqual(MIND_MAP_LIMITS.name);
    expect(node.name.endsWith('…')).toBe(true);
    expect(node.description).toBe(`${long}\n\nThe scope`);
    expect(map.description).toBe('About it');
  });

  it(`draws at most ${MIND_MAP_LIMITS.nodes} nodes of a huge outline, its upper levels first`, () => {
    const outcomes = Array.from({ length: 30 }, (_, i) => outcome(`Outcome ${i}`));
    const modules: Module[] = outcomes.flatMap((o, i) =>
      Array.from({ length: 5 }, (_, j) => ({
        id: `m${i}-${j}`,
        number: i * 5 + j,
        name: `Module ${i}.${j}`,
        learningOutcomeId: o.id,
        lessons: Array.from({ length: 30 }, (_, k) => lesson(k + 1)),
      })),
    );
    const map = mindMapFromOutline({
      id: 'c',
      title: 'Huge',
      description: null,
      learningOutcomes: outcomes,
      modules,
    })!;
    expect(mindMapShape(map).nodes).toBe(MIND_MAP_LIMITS.nodes);
    expect(map.children).toHaveLength(30);
    expect(map.children.every((o) => o.children.length === 5)).toBe(true);
    expect(mindMapSchema.safeParse(map).success).toBe(true);
  });

  it('is null for an empty outline', () => {
    expect(
      mindMapFromOutline({ id: 'c', title: 'C', description: 'd', learningOutcomes: [], modules: [] }),
    ).toBeNull();
  });

  it('cuts text at a word boundary with an ellipsis', () => {
    expect(cut('short  text', 20)).toBe('short text');
    expect(cut('one two three four', 12)).toBe('one two…');
    expect(cut('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(cut(' one\n two \n\n\n three ', 50, true)).toBe('one\n two\n\nthree');
  });
});

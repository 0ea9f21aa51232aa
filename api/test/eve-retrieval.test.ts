import { citationsOf, composeAnswer } from '../src/modules/ai/compose-answer';
import { retrievePassages } from '../src/modules/ai/retrieval';
import { ALGEBRA, ARABIC_QUESTIONS, ENGLISH_QUESTIONS, FRACTIONS } from './eve-questions';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const courseIds: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const { rows } = await server.ctx.database.pool.query<{ id: string; seo_txt: string }>(
    'SELECT id, seo_txt FROM courses WHERE seo_txt = ANY($1)',
    [[ALGEBRA, FRACTIONS]],
  );
  for (const row of rows) courseIds[row.seo_txt] = row.id;
});
afterAll(() => server.close());

const pool = () => server.ctx.database.pool;

describe('retrieval over the course lessons', () => {
  it.each(ENGLISH_QUESTIONS)('puts the right lesson first for %j', async (question, lesson) => {
    const passages = await retrievePassages(pool(), courseIds[ALGEBRA]!, question);
    expect(passages[0]?.lessonName).toBe(lesson);
  });

  it.each(ARABIC_QUESTIONS)('puts the right lesson first for the Arabic %j', async (question, lesson) => {
    const passages = await retrievePassages(pool(), courseIds[FRACTIONS]!, question);
    expect(passages[0]?.lessonName).toBe(lesson);
  });

  it('finds Arabic with or without tashkeel and with any alef form', async () => {
    const plain = await retrievePassages(pool(), courseIds[FRACTIONS]!, 'المضاعف المشترك الاصغر');
    const marked = await retrievePassages(pool(), courseIds[FRACTIONS]!, 'المُضاعَف المشترك الأصغر');
    expect(plain[0]?.lessonName).toBe('جمع الكسور وطرحها');
    expect(marked.map((p) => p.body)).toEqual(plain.map((p) => p.body));
  });

  it('finds nothing for a question the course does not cover, and stays within the course', async () => {
    expect(await retrievePassages(pool(), courseIds[ALGEBRA]!, 'Who painted the Mona Lisa?')).toEqual([]);
    // Fractions are taught in the Arabic course; the algebra course's answer cites algebra lessons only.
    const passages = await retrievePassages(pool(), courseIds[ALGEBRA]!, 'percentage discount');
    expect(passages).toEqual([]);
  });

  it('reindexes a lesson when the course content changes', async () => {
    const id = courseIds[ALGEBRA]!;
    await pool().query(
      `UPDATE course_details SET modules = jsonb_set(modules, '{0,lessons,0,content}', to_jsonb('Photosynthesis happens in leaves.'::text)) WHERE course_id = $1`,
      [id],
    );
    const passages = await retrievePassages(pool(), id, 'Where does photosynthesis happen?');
    expect(passages[0]?.body).toBe('Photosynthesis happens in leaves.');
  });
});

describe('citations and the offline answer', () => {
  it('quotes the best passage and links its lesson study page', async () => {
    const id = courseIds[FRACTIONS]!;
    const passages = await retrievePassages(pool(), id, 'كيف أحسب الخصم على سعر القميص؟');
    const citations = citationsOf(passages, id, 'ar');
    const best = passages[0]!;
    expect(citations[0]).toMatchObject({
      lessonName: 'النسبة المئوية',
      href: `/ar/dashboard/study/${id}/${best.learningOutcomeId}/${best.moduleId}/${best.lessonId}`,
      quote: best.body,
    });
    const answer = composeAnswer(citations, 'ar');
    expect(answer).toContain(`> ${best.body}`);
    expect(answer).toContain(`[النسبة المئوية](${citations[0]!.href})`);
  });

  it('cites each lesson once and only passages close to the best', () => {
    const p = (lessonId: string, rank: number) => ({
      learningOutcomeId: 'lo',
      moduleId: 'm',
      lessonId,
      lessonName: `Lesson ${lessonId}`,
      position: 1,
      body: `Text of ${lessonId}`,
      rank,
    });
    const citations = citationsOf(
      [p('a', 1), p('a', 0.9), p('b', 0.8), p('c', 0.7), p('d', 0.76)],
      'c1',
      'en',
    );
    expect(citations.map((c) => c.lessonId)).toEqual(['a', 'b']);
  });

  it('says so rather than answering outside the course', () => {
    expect(composeAnswer([], 'en')).toMatch(/could not find this in this course's lessons/);
    expect(composeAnswer([], 'en', false)).toMatch(/no lesson text yet/);
  });

  it('escapes Markdown and HTML in quoted lesson text', () => {
    const answer = composeAnswer(
      [
        {
          lessonId: 'a',
          lessonName: 'A [b]',
          learningOutcomeId: 'l',
          moduleId: 'm',
          href: '/en/x',
          quote: '<img src=x onerror=alert(1)> *bold*',
        },
      ],
      'en',
    );
    expect(answer).toContain('> \\<img src=x onerror=alert(1)\\> \\*bold\\*');
    expect(answer).toContain('[A \\[b\\]](/en/x)');
  });
});

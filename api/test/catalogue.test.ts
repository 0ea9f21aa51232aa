import {
  audienceCategorySchema,
  courseDetailSchema,
  type FacetOption,
  type FilterCoursesResult,
  filterCoursesResultSchema,
  namedRecordSchema,
  pathwaySchema,
} from '@elearn/contracts';
import { z } from 'zod';
import { apiOf } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
const sql = (text: string, values: unknown[] = []) => server.ctx.database.pool.query(text, values);

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

async function filter(
  type: string,
  params: Record<string, string | number> = {},
): Promise<FilterCoursesResult> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await api.get(`/api/course/filterCourses/${type}?${query}`);
  expect(response.statusCode).toBe(200);
  return filterCoursesResultSchema.parse(response.json());
}

/** A facet as name → count, for readable expectations. */
const counts = (options: FacetOption[]) => Object.fromEntries(options.map((o) => [o.name, o.count]));
const idOf = (options: FacetOption[], name: string) => options.find((o) => o.name === name)!.value;
const seoTxts = (result: FilterCoursesResult) => result.courses.map((c) => c.seoTxt);

describe('search_fold (the SQL folding documents and queries share)', () => {
  it.each([
    ['الرِّيَاضِيَّات', 'الرياضيات'],
    ['مُقَدِّمَةٌ', 'مقدمه'],
    ['أحمد إبراهيم آمال ٱلله', 'احمد ابراهيم امال الله'],
    ['عـــربي', 'عربي'],
    ['مستشفى', 'مستشفي'],
    ['Élève à l’école', 'eleve a l’ecole'],
    ['Straße', 'strasse'],
  ])('folds %s to %s', async (input, folded) => {
    expect((await sql('SELECT search_fold($1) AS f', [input])).rows[0].f).toBe(folded);
  });
});

describe("names in the reader's language (Accept-Language)", () => {
  const ar = { 'accept-language': 'ar' };
  const names = async (path: string, headers: Record<string, string> = {}) =>
    z
      .array(namedRecordSchema)
      .parse((await api.get(`/api/constants/allRecords/${path}`, headers)).json())
      .map((r) => r.name);

  it('names constants in Arabic, French and German, and in English without the header or for another language', async () => {
    expect(await names('EducationalSystem', ar)).toContain('المنهج الوطني المصري');
    expect(await names('GradeLevel', { 'accept-language': 'fr-FR,fr;q=0.9' })).toContain('9e année');
    expect(await names('GradeLevel', { 'accept-language': 'de' })).toContain('Universität');
    expect(await names('GradeLevel', { 'accept-language': 'es, ar;q=0.5' })).toContain('الجامعة');
    expect(await names('GradeLevel', { 'accept-language': 'es' })).toContain('University');
    expect(await names('GradeLevel')).toContain('Grade 9');
  });

  it('names facets, the course page and pathways in the page language, with the ids unchanged', async () => {
    const response = await api.get('/api/course/filterCourses/academic', ar);
    expect(response.headers.vary).toContain('Accept-Language');
    const facets = filterCoursesResultSchema.parse(response.json()).facets;
    const english = (await filter('academic')).facets;
    expect(counts(facets.educationalSystem)['المنهج الوطني المصري']).toBe(
      counts(english.educationalSystem)['Egyptian National Curriculum'],
    );
    expect(facets.educationalSystem.map((o) => o.value)).toEqual(
      english.educationalSystem.map((o) => o.value),
    );
    const course = courseDetailSchema.parse(
      (await api.get('/api/course/bySeoTxt/algebra-foundations', ar)).json(),
    );
    expect(course.pathways.map((p) => p.name)).toContain('أساسيات العلوم');
    const pathways = z
      .array(pathwaySchema)
      .parse((await api.get('/api/constants/allRecords/Pathway', ar)).json());
    expect(pathways.find((p) => p.name === 'محلل بيانات')?.description).toMatch(/^من جداول البيانات/);
  });

  it('falls back to the stored name where staff gave no translation', async () => {
    await sql("INSERT INTO grade_levels (name, position) VALUES ('Adult learners', 99)");
    try {
      expect(await names('GradeLevel', ar)).toContain('Adult learners');
    } finally {
      await sql("DELETE FROM grade_levels WHERE name = 'Adult learners'");
    }
  });
});

describe('GET /api/constants/allRecords/*', () => {
  it('lists educational systems and grade levels in their order', async () => {
    const systems = z
      .array(namedRecordSchema)
      .parse((await api.get('/api/constants/allRecords/EducationalSystem')).json());
    expect(systems.map((s) => s.name)).toEqual([
      'Egyptian National Curriculum',
      'IGCSE (Cambridge)',
      'American Diploma',
      'International Baccalaureate',
    ]);
    const grades = z
      .array(namedRecordSchema)
      .parse((await api.get('/api/constants/allRecords/GradeLevel')).json());
    expect(grades.map((g) => g.name)).toEqual([
      'Grade 7',
      'Grade 8',
      'Grade 9',
      'Grade 10',
      'Grade 11',
      'Grade 12',
      'University',
      'Working professionals',
    ]);
  });

  it('lists audience categories with their learners', async () => {
    const categories = z
      .array(audienceCategorySchema)
      .parse((await api.get('/api/constants/allRecords/AudienceCategory')).json());
    expect(categories.map((c) => c.sector)).toEqual([
      'Business',
      'Higher education',
      'Secondary education',
      'Technology',
    ]);
    expect(categories[0]!.intendedLearners).toContain('Team leads');
  });

  it('lists pathways with their courses in order', async () => {
    const pathways = z
      .array(pathwaySchema)
      .parse((await api.get('/api/constants/allRecords/Pathway')).json());
    const science = pathways.find((p) => p.name === 'Science Foundations')!;
    expect(science.courses.map((c) => c.seoTxt)).toEqual([
      'algebra-foundations',
      'physics-motion-and-forces',
      'chemistry-atoms-and-periodic-table',
    ]);
    expect(science.courses[1]!.prerequisite).toEqual({ title: 'Algebra Foundations' });
    const data = pathways.find((p) => p.name === 'Data Analyst')!;
    expect(data.courses.map((c) => [c.seoTxt, c.additionalFeesPiastres])).toEqual([
      ['data-analysis-with-spreadsheets', null],
      ['introduction-to-python-programming', 950_00],
    ]);
  });
});

describe('GET /api/course/filterCourses/{type}', () => {
  it("searches every course type with `all` (the search page's default), counting each type beside it", async () => {
    const every = await filter('all');
    expect(every.total).toBe(8);
    expect(counts(every.facets.type)).toEqual({ academic: 5, professional: 3 });
    const [academic, professional] = [await filter('academic'), await filter('professional')];
    expect(new Set(seoTxts(every))).toEqual(
      new Set([...seoTxts(academic), ...seoTxts(professional)].slice(0, every.pageSize)),
    );
  });

  it('counts the courses beside each option, every filter but its own applied', async () => {
    const all = await filter('academic');
    expect(all.total).toBe(5);
    expect(counts(all.facets.type)).toEqual({ academic: 5, professional: 3 });
    expect(counts(all.facets.educationalSystem)).toEqual({
      'Egyptian National Curriculum': 2,
      'IGCSE (Cambridge)': 1,
      'American Diploma': 1,
      'International Baccalaureate': 1,
    });
    expect(counts(all.facets.price)).toEqual({ free: 4, paid: 1 });
    expect(counts(all.facets.gradeLevel)).toMatchObject({
      'Grade 7': 1,
      'Grade 9': 2,
      'Grade 10': 3,
      'Working professionals': 0,
    });
    expect(counts(all.facets.pathway)).toEqual({
      'Data Analyst': 0,
      'Project Leader': 0,
      'Science Foundations': 3,
    });

    const egyptian = await filter('academic', {
      educationalSystem: idOf(all.facets.educationalSystem, 'Egyptian National Curriculum'),
    });
    expect(seoTxts(egyptian).sort()).toEqual(['algebra-foundations', 'fractions-and-ratios-ar']);
    // Its own facet still counts every system; the others narrow to the chosen one.
    expect(counts(egyptian.facets.educationalSystem)).toEqual(counts(all.facets.educationalSystem));
    expect(counts(egyptian.facets.price)).toEqual({ free: 2, paid: 0 });
    expect(counts(egyptian.facets.type)).toEqual({ academic: 2, professional: 0 });

    const paid = await filter('professional', { price: 'paid' });
    expect(seoTxts(paid).sort()).toEqual([
      'introduction-to-python-programming',
      'project-management-essentials',
    ]);
    const grade = await filter('academic', { gradeLevel: idOf(all.facets.gradeLevel, 'Grade 11') });
    expect(seoTxts(grade).sort()).toEqual(['english-academic-writing', 'physics-motion-and-forces']);
    const path = await filter('professional', { pathway: idOf(all.facets.pathway, 'Data Analyst') });
    expect(seoTxts(path).sort()).toEqual([
      'data-analysis-with-spreadsheets',
      'introduction-to-python-programming',
    ]);
  });

  it('pages 10 at a time from startIndex, every course once', async () => {
    await sql(`INSERT INTO courses (title, seo_txt, type, description)
      SELECT 'Paging course ' || lpad(n::text, 2, '0'), 'paging-' || n, 'professional', 'Made for the paging test.'
      FROM generate_series(1, 17) AS n`);
    const first = await filter('professional');
    expect(first.total).toBe(20);
    expect(first.courses).toHaveLength(10);
    const second = await filter('professional', { startIndex: 10 });
    const third = await filter('professional', { startIndex: 20 });
    expect(second.courses).toHaveLength(10);
    expect(third.courses).toHaveLength(0);
    const seen = [...seoTxts(first), ...seoTxts(second)];
    expect(new Set(seen).size).toBe(20);
    // Ordered by title without a search text.
    expect(seen.map((s) => s)).toEqual(
      [...first.courses, ...second.courses].sort((a, b) => (a.title < b.title ? -1 : 1)).map((c) => c.seoTxt),
    );
    await sql(`DELETE FROM courses WHERE seo_txt LIKE 'paging-%'`);
  });

  it('searches English by stem and by a word’s beginning, best match first', async () => {
    expect(seoTxts(await filter('academic', { q: 'equations' }))[0]).toBe('algebra-foundations');
    expect(seoTxts(await filter('academic', { q: 'periodic' }))).toEqual([
      'chemistry-atoms-and-periodic-table',
    ]);
    expect(seoTxts(await filter('academic', { q: 'writ' }))[0]).toBe('english-academic-writing');
    expect(seoTxts(await filter('academic', { q: 'essay' }))).toEqual(['english-academic-writing']);
    expect(seoTxts(await filter('professional', { q: 'Python' }))).toEqual([
      'introduction-to-python-programming',
    ]);
    // Lesson names are part of the document.
    expect(seoTxts(await filter('academic', { q: 'critical path' }))).toEqual([]);
    expect(seoTxts(await filter('professional', { q: 'critical path' }))).toEqual([
      'project-management-essentials',
    ]);
    const none = await filter('academic', { q: 'zzzqqq' });
    expect(none.total).toBe(0);
    expect(counts(none.facets.price)).toEqual({ free: 0, paid: 0 });
  });

  it('finds Arabic with or without tashkeel, and with other alef forms', async () => {
    for (const q of ['الكسور', 'الكُسُور', 'النِّسْبَة المِئَوِيَّة', 'النسبه', 'كسور', 'رياضيات']) {
      const result = await filter('academic', { q });
      expect([q, seoTxts(result)]).toEqual([q, ['fractions-and-ratios-ar']]);
    }
    expect(seoTxts(await filter('academic', { q: 'إعدادي' }))).toEqual([]);
  });

  it('indexes a course again when its title changes', async () => {
    await sql(
      `UPDATE courses SET title = 'Writing Research Papers' WHERE seo_txt = 'english-academic-writing'`,
    );
    expect(seoTxts(await filter('academic', { q: 'research' }))).toEqual(['english-academic-writing']);
    await sql(
      `UPDATE courses SET title = 'English Academic Writing' WHERE seo_txt = 'english-academic-writing'`,
    );
  });

  it('serves a repeated search from its cache until the catalogue changes, never stale', async () => {
    expect((await filter('academic', { q: 'thermodynamics' })).total).toBe(0);
    expect((await filter('academic', { q: 'thermodynamics' })).total).toBe(0);
    await sql(
      `INSERT INTO courses (title, seo_txt, type) VALUES ('Thermodynamics', 'thermo-cache', 'academic')`,
    );
    expect(seoTxts(await filter('academic', { q: 'thermodynamics' }))).toEqual(['thermo-cache']);
    const science = (await filter('academic')).facets.pathway.find((p) => p.name === 'Science Foundations')!;
    await sql(
      `INSERT INTO pathway_courses (pathway_id, course_id) SELECT $1, id FROM courses WHERE seo_txt = 'thermo-cache'`,
      [science.value],
    );
    const counted = await filter('academic', { q: 'thermodynamics' });
    expect(counts(counted.facets.pathway)['Science Foundations']).toBe(1);
    await sql(`DELETE FROM courses WHERE seo_txt = 'thermo-cache'`);
    expect((await filter('academic', { q: 'thermodynamics' })).total).toBe(0);
  });

  it('answers bad input with 422 and query syntax with results, never a 500', async () => {
    for (const url of [
      '/api/course/filterCourses/hobby',
      '/api/course/filterCourses/academic?startIndex=-1',
      '/api/course/filterCourses/academic?educationalSystem=egypt',
      '/api/course/filterCourses/academic?price=cheap',
      `/api/course/filterCourses/academic?q=${'a'.repeat(201)}`,
    ]) {
      expect([url, (await api.get(url)).statusCode]).toEqual([url, 422]);
    }
    for (const q of ['"&|!:*()', "' OR 1=1 --", '<script>', '   ', '!algebra']) {
      expect(
        (await api.get(`/api/course/filterCourses/academic?q=${encodeURIComponent(q)}`)).statusCode,
      ).toBe(200);
    }
  });
});

describe('GET /api/course/bySeoTxt/{seoTxt}', () => {
  it('gives the course page its course, with the outline but not the lessons’ content', async () => {
    const response = await api.get('/api/course/bySeoTxt/algebra-foundations');
    expect(response.statusCode).toBe(200);
    const course = courseDetailSchema.parse(response.json());
    expect(course).toMatchObject({
      title: 'Algebra Foundations',
      type: 'academic',
      language: 'en',
      additionalFeesPiastres: null,
      educationalSystem: { name: 'Egyptian National Curriculum' },
      pathways: [{ name: 'Science Foundations' }],
      instructors: [{ firstName: 'Omar', lastName: 'Farouk' }],
    });
    expect(course.gradeLevels.map((g) => g.name)).toEqual(['Grade 9', 'Grade 10']);
    expect(course.learningOutcomes).toHaveLength(2);
    expect(course.modules.map((m) => m.lessons.length)).toEqual([2, 2]);
    expect(course.modules[0]!.learningOutcomeId).toBe(course.learningOutcomes[0]!.id);
    expect(JSON.stringify(response.json())).not.toContain('Think of the equation as a balance');
    expect(JSON.stringify(response.json())).not.toContain('sampleQuestions');

    const physics = courseDetailSchema.parse(
      (await api.get('/api/course/bySeoTxt/physics-motion-and-forces')).json(),
    );
    expect(physics.prerequisite).toMatchObject({
      title: 'Algebra Foundations',
      seoTxt: 'algebra-foundations',
    });
    const arabic = courseDetailSchema.parse(
      (await api.get('/api/course/bySeoTxt/fractions-and-ratios-ar')).json(),
    );
    expect(arabic).toMatchObject({ language: 'ar', title: 'الكسور والنسب' });
  });

  it('stores real teaching content for every lesson of the demo courses', async () => {
    const { rows } = await sql(`SELECT c.seo_txt, l->>'content' AS content, l->'sampleQuestions' AS questions
      FROM course_details d JOIN courses c ON c.id = d.course_id,
        jsonb_array_elements(d.modules) m, jsonb_array_elements(m->'lessons') l`);
    expect(new Set(rows.map((r) => r.seo_txt)).size).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.content.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(
        row.questions.flatMap((g: { questions: unknown[] }) => g.questions).length,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers an unknown seoTxt with 404', async () => {
    const response = await api.get('/api/course/bySeoTxt/no-such-course');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

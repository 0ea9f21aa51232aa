import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, apiOf, bearer, DEMO_PASSWORD, INSTRUCTOR, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let editor: SignedIn;
let admin: SignedIn;

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const search = { job_name: 'Data Analyst', location: 'Cairo', language: 'en', levels: ['entry'] };

beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  editor = await api.signIn({ email: 'editor@demo.test', password: DEMO_PASSWORD });
  admin = await api.signIn(ADMIN);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: bearer(who.accessToken), payload });

const count = async (table: string) =>
  Number((await server.ctx.database.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

describe('job-role analysis (dacum)', () => {
  it('ships at least 60 occupations (loaded on the first call) and answers staff only', async () => {
    expect((await call('POST', '/dacum/role_suggestion', editor, search)).statusCode).toBe(200);
    expect(await count('occupations')).toBeGreaterThanOrEqual(60);
    const learner = await api.signUp();
    const instructor = await api.signIn(INSTRUCTOR);
    for (const who of [learner, instructor])
      expect((await call('POST', '/dacum/role_suggestion', who, search)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/dacum/analyses' })).statusCode).toBe(401);
  });

  it("gives the job card of the searched job's own occupation only: no other analyst's duties, none for a job the dataset lacks", async () => {
    const cardOf = async (job_name: string, suggestions: string[]) => {
      const answer = await call('POST', '/dacum/analysis_job_and_skills', editor, {
        search: { ...search, job_name },
        suggestions,
        job_posts: [],
        skills: [],
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().job_card as { 'Job Duties': string[]; competencies: string[] };
    };
    // The similar roles the search suggested (other analysts) are kept as roles, not mixed into the duties.
    const suggested = (await call('POST', '/dacum/role_suggestion', editor, search)).json().suggestions;
    const analyst = await cardOf('data analyst', suggested);
    const dataset = await server.ctx.database.pool.query(
      "SELECT name, duties FROM occupations WHERE name IN ('Data Analyst', 'Cybersecurity Analyst', 'Financial Analyst')",
    );
    const dutiesOf = (name: string) => dataset.rows.find((r) => r.name === name).duties as string[];
    expect(analyst['Job Duties'].length).toBeGreaterThan(0);
    expect(analyst['Job Duties'].every((d) => dutiesOf('Data Analyst').includes(d))).toBe(true);
    for (const other of ['Cybersecurity Analyst', 'Financial Analyst'])
      expect(
        analyst['Job Duties'].filter(
          (d) => dutiesOf(other).includes(d) && !dutiesOf('Data Analyst').includes(d),
        ),
      ).toEqual([]);
    for (const job of ['nurse', 'electrician', 'pastry chef'])
      expect(await cardOf(job, [job])).toEqual({ 'Job Duties': [], competencies: [] });
  });

  it('runs each step on the offline dataset and says which sources were used', async () => {
    const roles = await call('POST', '/dacum/role_suggestion', editor, search);
    expect(roles.statusCode).toBe(200);
    expect(roles.json().suggestions[0]).toBe('Data Analyst');
    expect(roles.json().sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'dataset', used: true })]),
    );
    const arabic = await call('POST', '/dacum/role_suggestion', editor, { ...search, language: 'ar' });
    expect(arabic.json().suggestions[0]).toBe('محلل بيانات');

    const suggestions = ['Data Analyst', 'Business Intelligence Developer'];
    const posts = await call('POST', '/dacum/job_posts_and_skills', editor, { search, suggestions });
    expect(posts.statusCode).toBe(200);
    expect(posts.json().job_posts).toHaveLength(2);
    expect(posts.json().job_posts[0].url).toBeNull();
    expect(posts.json().skills[0].items).toContainEqual({ description: 'SQL' });
    expect(posts.json().sources).toContainEqual({
      id: 'job-boards',
      name: 'Job boards (Wuzzuf, Bayt)',
      used: false,
    });

    const empty = await call('POST', '/dacum/job_posts_and_skills', editor, {
      search,
      suggestions: ['Data Analyst', ' '],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ 'suggestions.1': 'dacum.rules.jobRole' });

    const card = await call('POST', '/dacum/analysis_job_and_skills', editor, {
      search,
      suggestions,
      job_posts: posts.json().job_posts,
      skills: posts.json().skills,
    });
    expect(card.statusCode).toBe(200);
    const duties: string[] = card.json().job_card['Job Duties'];
    const competencies: string[] = card.json().job_card.competencies;
    expect(duties).toContain('Collect and clean data from spreadsheets and databases');
    expect(competencies).toContain('Prepare and clean data sets for analysis');

    const terms = await call('POST', '/dacum/search_terms', editor, { search, duties, competencies });
    expect(terms.json().search_terms).toEqual(expect.arrayContaining(['Data Analyst', 'SQL']));
    const badDuty = await call('POST', '/dacum/search_terms', editor, {
      search,
      duties: ['', 'x'],
      competencies,
    });
    expect(badDuty.json().errors).toEqual({ 'duties.0': 'dacum.rules.dutyRole' });

    const units = await call('POST', '/dacum/scrap_units', editor, {
      search,
      search_terms: terms.json().search_terms,
    });
    expect(units.json()).toMatchObject({ australian: [], newZealand: [], southAfrican: [] });
    expect(units.json().sources.every((s: { used: boolean }) => !s.used)).toBe(true);

    const outcomes = await call('POST', '/dacum/creating_learning_outcomes', editor, {
      search,
      duties,
      competencies,
    });
    expect(outcomes.statusCode).toBe(200);
    expect(outcomes.json().data[0]).toEqual({ code: 'ICT-01-U01', title: competencies[0] });
    expect(outcomes.json().courses.map((c: { title: string }) => c.title)).toContain(
      'Data Analysis with Spreadsheets',
    );
  });

  it('keeps an analysis private to its owner unless shared; a shared one is read and duplicated, never changed', async () => {
    const created = await call('POST', '/dacum/analyses', editor, { jobName: 'Data Analyst' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const state = { search: { data: search, result: ['Data Analyst'] } };
    const saved = await call('PUT', `/dacum/analyses/${id}`, editor, {
      step: 'jobsAndSkills',
      jobName: 'Data Analyst',
      state,
    });
    expect(saved.json()).toMatchObject({ step: 'jobsAndSkills', state, mine: true, shared: false });

    expect((await call('GET', `/dacum/analyses/${id}`, admin)).statusCode).toBe(404);
    expect(
      (await call('GET', '/dacum/analyses', admin)).json().map((a: { id: string }) => a.id),
    ).not.toContain(id);
    expect((await call('POST', `/dacum/analyses/${id}/duplicate`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/dacum/analyses/${id}/share`, admin, { shared: true })).statusCode).toBe(404);

    await call('PUT', `/dacum/analyses/${id}/share`, editor, { shared: true });
    const read = await call('GET', `/dacum/analyses/${id}`, admin);
    expect(read.json()).toMatchObject({ id, mine: false, shared: true, state });
    const overwrite = await call('PUT', `/dacum/analyses/${id}`, admin, {
      step: 'search',
      jobName: 'x',
      state: {},
    });
    expect(overwrite.statusCode).toBe(404);
    const copy = await call('POST', `/dacum/analyses/${id}/duplicate`, admin);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ mine: true, shared: false, step: 'jobsAndSkills', state });
    expect((await call('GET', `/dacum/analyses/${copy.json().id}`, editor)).statusCode).toBe(404);
  });

  it('writes the final word document: listed, downloadable, a .docx holding the duties', async () => {
    const { id } = (await call('POST', '/dacum/analyses', editor, { jobName: 'Data Analyst' })).json();
    const body = {
      analysisId: id,
      search,
      duties: ['Collect and clean data from spreadsheets and databases'],
      competencies: ['Prepare and clean data sets for analysis'],
      data: [{ code: 'ICT-01-U01', title: 'Prepare and clean data sets for analysis' }],
      courses: [],
    };
    expect((await call('POST', '/dacum/creating_final_word', admin, body)).statusCode).toBe(404);
    const made = await call('POST', '/dacum/creating_final_word', editor, body);
    expect(made.statusCode).toBe(201);
    const files = (await call('GET', `/dacum/list_finalword_files?analysisId=${id}`, editor)).json();
    expect(files).toHaveLength(1);
    expect(files[0].filename).toBe(made.json().filename);
    const download = await server.app.inject({ method: 'GET', url: files[0].url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('wordprocessingml');
    const file = join(mkdtempSync(join(tmpdir(), 'dacum-')), 'final.docx');
    writeFileSync(file, download.rawPayload);
    const xml = execFileSync('unzip', ['-p', file, 'word/document.xml']).toString();
    expect(xml).toContain('Collect and clean data from spreadsheets and databases');
    expect(xml).toContain('Final Job Duties');
    const forged = await server.app.inject({
      method: 'GET',
      url: files[0].url.replace(/sig=[^&]+/, 'sig=forged'),
    });
    expect(forged.statusCode).toBe(403);
  });

  it('creates a pathway that the catalogue lists; bad input is refused with nothing changed', async () => {
    const { id } = (await call('POST', '/dacum/analyses', editor, { jobName: 'Data Analyst' })).json();
    const categories = (await api.get('/api/constants/allRecords/AudienceCategory')).json();
    const outcomes = await call('POST', '/dacum/creating_learning_outcomes', editor, {
      search,
      duties: ['Collect data'],
      competencies: ['Analyse data with descriptive statistics'],
    });
    const courseIds = outcomes.json().courses.map((c: { id: string }) => c.id);
    expect(courseIds.length).toBeGreaterThan(0);
    const valid = {
      analysisId: id,
      name: 'Junior Data Analyst Pathway',
      description: 'From spreadsheets to reports: the courses of a junior data analyst.',
      image: { name: 'cover.png', type: 'image/png', base64: PNG },
      audiences: [{ category: categories[0].id, intendedLearners: [] }],
      coursesData: courseIds,
    };
    const before = await count('pathways');
    const bad = [
      [{ ...valid, name: 'ab' }, 'name', 'dacum.rules.min3'],
      [{ ...valid, description: 'too short' }, 'description', 'dacum.rules.min20'],
      [{ ...valid, audiences: [] }, 'audiences', 'dacum.rules.audiencesMin'],
      [
        { ...valid, audiences: [valid.audiences[0], valid.audiences[0]] },
        'audiences.1.category',
        'dacum.rules.categoryRepeated',
      ],
      [
        { ...valid, image: { ...valid.image, base64: Buffer.from('<html>').toString('base64') } },
        'image',
        'dacum.rules.image',
      ],
    ] as const;
    for (const [payload, field, message] of bad) {
      const response = await call('POST', '/dacum/createPathway', editor, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toBe(message);
    }
    expect(await count('pathways')).toBe(before);
    expect((await call('POST', '/dacum/createPathway', admin, valid)).statusCode).toBe(404);

    const created = await call('POST', '/dacum/createPathway', editor, valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()[0]).toMatchObject({ pathway: { name: valid.name }, type: expect.any(String) });
    const listed = (await api.get('/api/constants/allRecords/Pathway')).json();
    const pathway = listed.find((p: { name: string }) => p.name === valid.name);
    expect(pathway.courses.map((c: { id: string }) => c.id).sort()).toEqual([...courseIds].sort());
    const analysis = (await call('GET', `/dacum/analyses/${id}`, editor)).json();
    expect(analysis.pathwayId).toBe(pathway.id);
    expect((await call('GET', `/dacum/analyses/${id}/pathway`, editor)).json()).toHaveLength(
      courseIds.length,
    );
    expect((await call('POST', '/dacum/createPathway', editor, valid)).json().errors).toEqual({
      name: 'rules.nameTaken',
    });
  });
});

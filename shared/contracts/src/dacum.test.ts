import { createPathwayBodySchema, DACUM_RULE_MESSAGES, emptyRows, stableJson, stepNeedsFetch } from './dacum';

describe('the step caching rule', () => {
  const payload = { search: { job_name: 'Data Analyst', levels: ['entry'] }, suggestions: ['Data Analyst'] };

  it('fetches when the step never fetched', () => {
    expect(stepNeedsFetch(payload, undefined)).toBe(true);
    expect(stepNeedsFetch(payload, null)).toBe(true);
  });

  it('reuses stored results when the payload is the one of the last fetch, whatever its key order', () => {
    const reordered = {
      suggestions: ['Data Analyst'],
      search: { levels: ['entry'], job_name: 'Data Analyst' },
    };
    expect(stepNeedsFetch(payload, reordered)).toBe(false);
    expect(stableJson(payload)).toBe(stableJson(reordered));
  });

  it('fetches again when the payload changed', () => {
    expect(stepNeedsFetch({ ...payload, suggestions: ['Data Analyst', 'Web Developer'] }, payload)).toBe(
      true,
    );
    expect(stepNeedsFetch({ ...payload, suggestions: ['Web Developer', 'Data Analyst'] }, payload)).toBe(
      true,
    );
  });
});

describe('the lists and the pathway form (authoring §5)', () => {
  it('names each empty row with its number', () => {
    expect(emptyRows(['Data Analyst', ' ', ''], 'dacum.rules.jobRole')).toEqual([
      { index: 1, key: 'dacum.rules.jobRole', n: 2 },
      { index: 2, key: 'dacum.rules.jobRole', n: 3 },
    ]);
    expect(emptyRows(['a', 'b'], 'dacum.rules.duty')).toEqual([]);
  });

  it("keeps the spec's words", () => {
    expect(DACUM_RULE_MESSAGES).toMatchObject({
      jobRole: 'job role cannot be empty',
      jobRoleAt: 'job role {{n}} cannot be empty',
      dutyRole: 'duty role cannot be empty',
      dutyRoleAt: 'duty role {{n}} cannot be empty',
      duty: 'duty cannot be empty',
      dutyAt: 'duty {{n}} cannot be empty',
      competency: 'competency cannot be empty',
      competencyAt: 'competency {{n}} cannot be empty',
      min20: 'Must be 20 letters at least!',
    });
  });

  it('checks the pathway form', () => {
    const valid = {
      analysisId: '00000000-0000-4000-8000-000000000000',
      name: 'Data path',
      description: '',
      image: { name: 'a.png', type: 'image/png', base64: 'AA==' },
      audiences: [{ category: 'c1', intendedLearners: [] }],
      coursesData: ['00000000-0000-4000-8000-000000000001'],
    };
    expect(createPathwayBodySchema.safeParse(valid).success).toBe(true);
    const messages = (v: object) =>
      createPathwayBodySchema.safeParse({ ...valid, ...v }).error?.issues.map((i) => i.message);
    expect(messages({ name: 'ab' })).toEqual(['dacum.rules.min3']);
    expect(messages({ description: 'short' })).toEqual(['dacum.rules.min20']);
    expect(messages({ audiences: [] })).toEqual(['dacum.rules.audiencesMin']);
    expect(messages({ audiences: [valid.audiences[0], valid.audiences[0]] })).toEqual([
      'dacum.rules.categoryRepeated',
    ]);
    expect(messages({ coursesData: [] })).toEqual(['dacum.rules.coursesMin']);
  });
});

import { DACUM_RULE_MESSAGES, DACUM_RULES } from '@elearn/contracts/dacum';
import { type AnalysisState, listProblems, needsFetch, stepPayload } from './job-analysis-state';
import { en } from './locales/en';
import { creatorName, pathwayFormErrors } from './pathway-step.component';

/** English as the page shows it: the key's text with {{n}} filled in. */
const t = (key: string, options: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof text !== 'string') throw new Error(`no English text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
};

const search = { job_name: 'Data Analyst', location: '', language: 'en' as const, levels: [] };

describe('the step caching rule on the analysis state', () => {
  const state: AnalysisState = { search: { data: search, result: ['Data Analyst'] } };

  it('fetches a step that never fetched, then reuses its results while its input is the same', () => {
    expect(needsFetch('jobsAndSkills', state)).toBe(true);
    const fetched: AnalysisState = {
      ...state,
      jobsAndSkills: {
        payload: stepPayload('jobsAndSkills', state)!,
        job_posts: [],
        skills: [],
        sources: [],
      },
    };
    expect(needsFetch('jobsAndSkills', fetched)).toBe(false);
    const edited = { ...fetched, search: { data: search, result: ['Data Analyst', 'Web Developer'] } };
    expect(needsFetch('jobsAndSkills', edited)).toBe(true);
  });

  it('has nothing to fetch for the Search, Competencies and Pathway steps or without a search', () => {
    expect(needsFetch('search', state)).toBe(false);
    expect(needsFetch('competencies', state)).toBe(false);
    expect(needsFetch('pathway', state)).toBe(false);
    expect(needsFetch('jobsAndSkills', {})).toBe(false);
  });
});

describe('validation messages, word for word (authoring §5 "Job analysis", "Pathway form")', () => {
  it("blocks Forward from Search on an empty role: 'job role N cannot be empty' as a toast and under the row", () => {
    expect(listProblems('roles', ['Data Analyst', '  '], t)).toEqual({
      inline: { 1: 'job role 2 cannot be empty' },
      toasts: ['job role 2 cannot be empty'],
    });
    expect(listProblems('roles', ['Data Analyst'], t)).toEqual({ inline: {}, toasts: [] });
  });

  it("says 'duty N cannot be empty' inline and 'duty role N cannot be empty' on submit", () => {
    expect(listProblems('duties', ['', 'Build dashboards'], t)).toEqual({
      inline: { 0: 'duty 1 cannot be empty' },
      toasts: ['duty role 1 cannot be empty'],
    });
  });

  it("says 'competency N cannot be empty'", () => {
    expect(listProblems('competencies', ['a', 'b', ''], t)).toEqual({
      inline: { 2: 'competency 3 cannot be empty' },
      toasts: ['competency 3 cannot be empty'],
    });
  });

  it('leaves the number out of the toast of a one-row list, where it says nothing; the row still has it', () => {
    expect(listProblems('roles', [''], t).toasts).toEqual(['job role cannot be empty']);
    expect(listProblems('duties', [' '], t)).toEqual({
      inline: { 0: 'duty 1 cannot be empty' },
      toasts: ['duty role cannot be empty'],
    });
    expect(listProblems('competencies', [''], t).toasts).toEqual(['competency cannot be empty']);
  });

  it('has the English text of every rule key of @elearn/contracts/dacum', () => {
    for (const [name, key] of Object.entries(DACUM_RULES))
      expect(t(key, { n: 1 })).toBe(
        DACUM_RULE_MESSAGES[name as keyof typeof DACUM_RULES].replace('{{n}}', '1'),
      );
  });

  it('checks the pathway form', () => {
    const image = new File(['x'], 'cover.png', { type: 'image/png' });
    const valid = {
      name: 'Data path',
      description: '',
      image,
      audiences: [{ category: 'c1', intendedLearners: [] }],
    };
    expect(pathwayFormErrors(valid, t)).toEqual({});
    expect(pathwayFormErrors({ ...valid, name: 'ab' }, t)).toEqual({ name: 'Must be 3 letters at least!' });
    expect(pathwayFormErrors({ ...valid, description: 'too short' }, t)).toEqual({
      description: 'Must be 20 letters at least!',
    });
    const big = new File([new Uint8Array(1_048_577)], 'big.png', { type: 'image/png' });
    const image1mb = 'Must be image file (jpg, png, etc..) with max size equal to 1mb!';
    expect(pathwayFormErrors({ ...valid, image: big }, t)).toEqual({ image: image1mb });
    expect(pathwayFormErrors({ ...valid, image: null }, t)).toEqual({ image: image1mb });
    expect(pathwayFormErrors({ ...valid, audiences: [] }, t)).toEqual({
      audiences: 'You have to choose at least 1 category!',
    });
    expect(pathwayFormErrors({ ...valid, audiences: [valid.audiences[0]!, valid.audiences[0]!] }, t)).toEqual(
      {
        'audiences.1.category': 'This category is already chosen!',
      },
    );
  });

  it('names the creator by first and last name, else either name, else email', () => {
    expect(creatorName({ firstName: 'Amal', lastName: 'Hassan', email: 'a@x.test' })).toBe('Amal Hassan');
    expect(creatorName({ firstName: '', lastName: 'Hassan', email: 'a@x.test' })).toBe('Hassan');
    expect(creatorName({ firstName: '', lastName: '', email: 'a@x.test' })).toBe('a@x.test');
  });
});

import type { AudienceCategory } from '@elearn/contracts';
import type {
  CreatePathwayBody,
  DacumAnalysis,
  DacumPathwayCourse,
  DacumSearchData,
  DacumSource,
  DacumStep,
  FinalWordFile,
  JobPosts,
  LearningOutcomes,
} from '@elearn/contracts/dacum';
import { http, readData } from '@elearn/platform';

/** A refused call: its field errors (rule keys) and code, for the screen to show. */
export class DacumCallError extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string>,
    code: string,
  ) {
    super(code);
  }
}

async function ok<T>(call: Promise<{ status: number; data: unknown }>): Promise<T> {
  const response = await call;
  if (response.status >= 200 && response.status < 300) return response.data as T;
  const body = (response.data ?? {}) as { errors?: Record<string, string>; code?: string; message?: string };
  throw new DacumCallError(response.status, body.errors ?? {}, body.code ?? body.message ?? '');
}

export type JobCard = { 'Job Duties': string[]; competencies: string[] };
type Units = { code: string; title: string; url: string }[];

export const dacumApi = {
  list: () => ok<DacumAnalysis[]>(http.get('/dacum/analyses')),
  create: (jobName = '') => ok<DacumAnalysis>(http.post('/dacum/analyses', { jobName })),
  get: (id: string) =>
    ok<DacumAnalysis>(http.get(`/dacum/analyses/${encodeURIComponent(id)}`, { answers: [404] })),
  save: (id: string, step: DacumStep, jobName: string, state: object) =>
    ok<DacumAnalysis>(http.put(`/dacum/analyses/${encodeURIComponent(id)}`, { step, jobName, state })),
  share: (id: string, shared: boolean) =>
    ok<DacumAnalysis>(http.put(`/dacum/analyses/${encodeURIComponent(id)}/share`, { shared })),
  duplicate: (id: string) =>
    ok<DacumAnalysis>(http.post(`/dacum/analyses/${encodeURIComponent(id)}/duplicate`)),
  pathway: (id: string) =>
    ok<DacumPathwayCourse[]>(http.get(`/dacum/analyses/${encodeURIComponent(id)}/pathway`)),

  roleSuggestion: (search: DacumSearchData) =>
    ok<{ suggestions: string[]; sources: DacumSource[] }>(http.post('/dacum/role_suggestion', search)),
  jobPostsAndSkills: (body: { search: DacumSearchData; suggestions: string[] }) =>
    ok<JobPosts>(http.post('/dacum/job_posts_and_skills', body)),
  analysis: (body: {
    search: DacumSearchData;
    suggestions: string[];
    job_posts: unknown[];
    skills: unknown[];
  }) => ok<{ job_card: JobCard; sources: DacumSource[] }>(http.post('/dacum/analysis_job_and_skills', body)),
  searchTerms: (body: { search: DacumSearchData; duties: string[]; competencies: string[] }) =>
    ok<{ search_terms: string[]; sources: DacumSource[] }>(http.post('/dacum/search_terms', body)),
  scrapUnits: (body: { search: DacumSearchData; search_terms: string[] }) =>
    ok<{ australian: Units; newZealand: Units; southAfrican: Units; sources: DacumSource[] }>(
      http.post('/dacum/scrap_units', body),
    ),
  learningOutcomes: (body: { search: DacumSearchData; duties: string[]; competencies: string[] }) =>
    ok<LearningOutcomes>(http.post('/dacum/creating_learning_outcomes', body)),
  finalWord: (body: object) => ok<{ filename: string }>(http.post('/dacum/creating_final_word', body)),
  listFinalWord: (analysisId: string, jobName: string) =>
    ok<FinalWordFile[]>(
      http.get('/dacum/list_finalword_files', { params: { analysisId, job_name: jobName } }),
    ),
  createPathway: (body: CreatePathwayBody) =>
    ok<DacumPathwayCourse[]>(http.post('/dacum/createPathway', body)),
  audienceCategories: () => readData<AudienceCategory[]>(http.get('/constants/allRecords/AudienceCategory')),
};

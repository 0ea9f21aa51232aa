import type {
  AiLesson,
  AiModule,
  AiOutcome,
  AudienceCategory,
  CourseDraft,
  GeneralCourseInfo,
  NamedRecord,
  WizardStep,
} from '@elearn/contracts';
import { GONE_IS_AN_ANSWER, http, readData } from '@elearn/platform';

/** An answer of a call the author can get wrong: the data, or field errors (rule keys). */
export type Answer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; errors: Record<string, string>; message: string };

async function answer<T>(call: Promise<{ status: number; data: unknown }>): Promise<Answer<T>> {
  const response = await call;
  if (response.status >= 200 && response.status < 300) return { ok: true, data: response.data as T };
  const body = (response.data ?? {}) as { errors?: Record<string, string>; message?: string; code?: string };
  return {
    ok: false,
    status: response.status,
    errors: body.errors ?? {},
    message: body.code ?? body.message ?? '',
  };
}

/** AI calls: a 503 (no model, timeout) is an answer the step shows, not the site's error dialog. */
const ai = <T>(url: string, body: object, signal?: AbortSignal) =>
  answer<T>(http.post(url, body, { signal, answers: [503] }));

export const wizardApi = {
  // A refusal throws (never a draft without an id: no /course-wizard/undefined).
  createDraft: () => readData<CourseDraft>(http.post('/course/drafts')),
  getDraft: (id: string) =>
    readData<CourseDraft>(http.get(`/course/drafts/${encodeURIComponent(id)}`, GONE_IS_AN_ANSWER)),
  saveDraft: (id: string, step: Exclude<WizardStep, 'success'>, values: object) =>
    answer<CourseDraft>(http.put(`/course/drafts/${encodeURIComponent(id)}`, { step, values })),
  /** The draft's cover file: saved with it (422 `errors.image` when refused), read back, dropped. */
  saveCover: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return answer<CourseDraft>(http.put(`/course/drafts/${encodeURIComponent(id)}/cover`, form));
  },
  getCover: (id: string) =>
    readData<Blob>(http.get(`/course/drafts/${encodeURIComponent(id)}/cover`, { responseType: 'blob' })),
  removeCover: (id: string) =>
    answer<CourseDraft>(http.delete(`/course/drafts/${encodeURIComponent(id)}/cover`)),
  validateExists: (values: object) => answer<{ ok: true }>(http.post('/course/validateExists', values)),
  createCourse: (form: FormData) =>
    answer<{ _id: string; seoTxt: string }>(http.post('/course/createCourse', form)),

  categories: () => readData<AudienceCategory[]>(http.get('/constants/allRecords/AudienceCategory')),
  systems: () => readData<NamedRecord[]>(http.get('/constants/allRecords/EducationalSystem')),
  grades: () => readData<NamedRecord[]>(http.get('/constants/allRecords/GradeLevel')),
  pathways: () => readData<NamedRecord[]>(http.get('/constants/allRecords/Pathway')),
  courseOptions: () => readData<{ _id: string; title: string }[]>(http.get('/course/getCoursesOptions')),
  newCategory: (sector: string) =>
    answer<AudienceCategory>(http.post('/constants/newRecord/AudienceCategory', { sector })),
  newIntendedLearner: (categoryId: string, newLearner: string) =>
    answer<AudienceCategory>(http.put('/constants/newIntendedLearner', { categoryId, newLearner })),
  newPathway: (name: string) => answer<NamedRecord>(http.post('/constants/newRecord/Pathway', { name })),

  generateOutcomes: (generalCourseInfo: GeneralCourseInfo, current: AiOutcome[], signal?: AbortSignal) =>
    ai<{ learningOutcomes: AiOutcome[] }>(
      '/ai/generateLearningOutcomes',
      { generalCourseInfo, currentLearningOutcomes: current },
      signal,
    ),
  enhanceOutcome: (
    generalCourseInfo: GeneralCourseInfo,
    givenLearningOutcome: AiOutcome,
    userPrompt: string,
  ) => ai<AiOutcome>('/ai/enhanceLearningOutcome', { generalCourseInfo, givenLearningOutcome, userPrompt }),
  generateModules: (
    generalCourseInfo: GeneralCourseInfo,
    courseLearningOutcomes: AiOutcome[],
    signal?: AbortSignal,
  ) =>
    ai<{ modules: { learningOutcomeId: string; modules: AiModule[] }[] }>(
      '/ai/generateModules',
      { generalCourseInfo, courseLearningOutcomes },
      signal,
    ),
  enhanceOutcomeModules: (
    generalCourseInfo: GeneralCourseInfo,
    learningOutcome: AiOutcome,
    learningOutcomeCurrentModules: AiModule[],
    userPrompt: string,
    signal?: AbortSignal,
  ) =>
    ai<{ learningOutcomeModules: AiModule[] }>(
      '/ai/enhanceLOModules',
      { generalCourseInfo, learningOutcome, learningOutcomeCurrentModules, userPrompt },
      signal,
    ),
  enhanceModule: (
    generalCourseInfo: GeneralCourseInfo,
    moduleLearningOutcome: AiOutcome,
    givenModule: AiModule,
    userPrompt: string,
    signal?: AbortSignal,
  ) =>
    ai<AiModule>(
      '/ai/enhanceModule',
      { generalCourseInfo, moduleLearningOutcome, givenModule, userPrompt },
      signal,
    ),
  enhanceLesson: (
    generalCourseInfo: GeneralCourseInfo,
    moduleLearningOutcome: AiOutcome,
    givenLesson: AiLesson,
    otherLessonsInSameModule: AiLesson[],
    userPrompt: string,
    signal?: AbortSignal,
  ) =>
    ai<AiLesson>(
      '/ai/enhanceLesson',
      { generalCourseInfo, moduleLearningOutcome, givenLesson, otherLessonsInSameModule, userPrompt },
      signal,
    ),
  generateImage: (name: string, prompt: string) =>
    ai<{ imageUrl: string }>('/ai/generateImage', { name, prompt }),
};

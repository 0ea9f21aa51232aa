import type {
  DacumSearchData,
  DacumSource,
  DacumStep,
  JobPosts,
  LearningOutcomes,
} from '@elearn/contracts/dacum';
import { DACUM_RULES, emptyRows, stepNeedsFetch } from '@elearn/contracts/dacum';
import type { JobCard } from './job-analysis.resource';

/** A step's results and the payload they were fetched with (authoring §3 "Analysis state"). */
interface Fetched<P> {
  payload: P;
}

/** What an analysis keeps on the server, step by step. */
export interface AnalysisState {
  search?: { data: DacumSearchData; result: string[]; sources?: DacumSource[] };
  jobsAndSkills?: Fetched<object> & JobPosts;
  /** `job_card` is edited by the author; `suggested` keeps the analysis' own 'Job Duties'. */
  dutiesAndCompetencies?: Fetched<object> & {
    job_card: JobCard;
    suggested?: string[];
    sources: DacumSource[];
  };
  courses?: Fetched<object> & {
    finalResult: LearningOutcomes['data'];
    catalogue: LearningOutcomes['courses'];
    australian: unknown[];
    newZealand: unknown[];
    southAfrican: unknown[];
    search_terms: string[];
    sources: DacumSource[];
  };
}

export const EMPTY_SEARCH: DacumSearchData = { job_name: '', location: '', language: 'en', levels: [] };

/** The input payload of each fetching step, from the state of the steps before it. */
export function stepPayload(step: DacumStep, state: AnalysisState): object | null {
  const search = state.search?.data;
  if (!search) return null;
  switch (step) {
    case 'jobsAndSkills':
      return { search, suggestions: state.search?.result ?? [] };
    case 'duties':
      if (!state.jobsAndSkills) return null;
      return {
        search,
        suggestions: state.search?.result ?? [],
        job_posts: state.jobsAndSkills.job_posts,
        skills: state.jobsAndSkills.skills,
      };
    case 'courses': {
      const card = state.dutiesAndCompetencies?.job_card;
      if (!card) return null;
      return { search, duties: card['Job Duties'], competencies: card.competencies };
    }
    default:
      return null;
  }
}

/** Whether entering `step` fetches: its payload differs from the one stored at its last fetch (authoring §4). */
export function needsFetch(step: DacumStep, state: AnalysisState): boolean {
  const payload = stepPayload(step, state);
  if (!payload) return false;
  const stored =
    step === 'jobsAndSkills'
      ? state.jobsAndSkills?.payload
      : step === 'duties'
        ? state.dutiesAndCompetencies?.payload
        : step === 'courses'
          ? state.courses?.payload
          : undefined;
  return stepNeedsFetch(payload, stored);
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The problems of an editable list: inline messages by row, numbered as the spec
 * words them ('duty N cannot be empty'), and the toast's messages (numbered when
 * the list has more than one row, so the toast says which).
 */
export function listProblems(
  kind: 'roles' | 'duties' | 'competencies',
  items: readonly string[],
  t: Translate,
): { inline: Record<number, string>; toasts: string[] } {
  const inlineRule = kind === 'roles' ? 'jobRole' : kind === 'duties' ? 'duty' : 'competency';
  const toastRule = kind === 'duties' ? 'dutyRole' : inlineRule;
  const toastKey = items.length > 1 ? DACUM_RULES[`${toastRule}At`] : DACUM_RULES[toastRule];
  const inline: Record<number, string> = {};
  const toasts: string[] = [];
  for (const p of emptyRows(items, DACUM_RULES[inlineRule])) {
    inline[p.index] = t(DACUM_RULES[`${inlineRule}At`], { n: p.n });
    toasts.push(t(toastKey, { n: p.n }));
  }
  return { inline, toasts };
}

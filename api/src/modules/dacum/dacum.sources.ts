import type { DacumSearchData, DacumSource } from '@elearn/contracts/dacum';

/*
 * Where the analysis' facts come from (issue 18). The offline default is the
 * occupations dataset shipped with the platform (occupations.data.ts) and
 * `ctx.ai` for wording. Outside sources (job boards, skills frameworks,
 * qualification registers) each sit behind one of these interfaces and are off
 * by default: none is built in, so nothing claims to have reached a site it
 * did not reach, and the screens list each one as not used.
 */

export interface JobPost {
  title: string;
  description: string;
  url: string | null;
}

/** A job board (the spec's Wuzzuf and Bayt scraper). */
export interface JobPostsSource {
  id: string;
  name: string;
  fetch(search: DacumSearchData, roles: string[]): Promise<JobPost[]>;
}

/** A skills framework (the spec's Europass, UK and America skills scraper). */
export interface SkillsSource {
  id: string;
  name: string;
  fetch(search: DacumSearchData, roles: string[]): Promise<{ title: string; items: string[] }[]>;
}

export type UnitRegion = 'australian' | 'newZealand' | 'southAfrican';

/** A qualification register (Australian, New Zealand and South African units). */
export interface UnitsSource {
  id: string;
  name: string;
  region: UnitRegion;
  fetch(search: DacumSearchData, terms: string[]): Promise<{ code: string; title: string; url: string }[]>;
}

export interface DacumSources {
  jobBoards: JobPostsSource[];
  skills: SkillsSource[];
  units: UnitsSource[];
}

/** The outside sources the spec names, each reported as not used until one is configured. */
export const KNOWN_OUTSIDE_SOURCES = {
  jobBoards: [{ id: 'job-boards', name: 'Job boards (Wuzzuf, Bayt)' }],
  skills: [{ id: 'skills-frameworks', name: 'Skills frameworks (Europass, UK, America)' }],
  units: [
    { id: 'units-australian', name: 'Australian qualification units' },
    { id: 'units-new-zealand', name: 'New Zealand qualification units' },
    { id: 'units-south-african', name: 'South African qualification units' },
  ],
} as const;

/** No outside source is configured by default (the product ships none). */
export const NO_OUTSIDE_SOURCES: DacumSources = { jobBoards: [], skills: [], units: [] };

export const DATASET_SOURCE: DacumSource = {
  id: 'dataset',
  name: 'Occupations dataset (shipped)',
  used: true,
};
export const aiSource = (kind: 'offline' | 'openai'): DacumSource => ({
  id: kind === 'offline' ? 'ai-offline' : 'ai-model',
  name: kind === 'offline' ? 'AI wording (offline, deterministic)' : 'AI wording (language model)',
  used: true,
});

/** The configured sources of a group as used, and the known ones not configured as not used. */
export function sourcesReport(
  configured: readonly { id: string; name: string }[],
  known: readonly { id: string; name: string }[],
): DacumSource[] {
  const used = configured.map((s) => ({ id: s.id, name: s.name, used: true }));
  const unused = known
    .filter((k) => !configured.some((s) => s.id === k.id))
    .map((k) => ({ ...k, used: false }));
  return [...used, ...unused];
}

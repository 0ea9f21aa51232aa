import { CATALOGUE_PAGE } from '@elearn/contracts/constants';

/** The type filter: one course type, or every type (the default). */
export type CourseType = 'all' | 'academic' | 'professional';
export type Price = 'free' | 'paid';

/** What the search page shows; the URL holds all of it, so a search can be shared and Back restores it. */
export interface SearchState {
  type: CourseType;
  q: string;
  educationalSystem?: string;
  gradeLevel?: string;
  pathway?: string;
  price?: Price;
  /** 1-based. */
  page: number;
}

export type FilterName = 'educationalSystem' | 'gradeLevel' | 'pathway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const Q_MAX = 200;
const PAGE_MAX = 100_000;

export const DEFAULT_SEARCH: SearchState = { type: 'all', q: '', page: 1 };

const typeFrom = (value: string | null): CourseType =>
  value === 'academic' || value === 'professional' ? value : 'all';

/** The state in a URL's query string; anything malformed is dropped (a hand-edited link still opens). */
export function searchFromUrl(search: string): SearchState {
  const params = new URLSearchParams(search);
  const id = (name: FilterName) => {
    const value = params.get(name);
    return value && UUID.test(value) ? value : undefined;
  };
  const page = Number(params.get('page'));
  const price = params.get('price');
  return {
    type: typeFrom(params.get('type')),
    q: (params.get('q') ?? '').trim().slice(0, Q_MAX),
    educationalSystem: id('educationalSystem'),
    gradeLevel: id('gradeLevel'),
    pathway: id('pathway'),
    price: price === 'free' || price === 'paid' ? price : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The canonical query string of a state ('' for the defaults), the same for equal states. */
export function urlFromSearch(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.type !== 'all') params.set('type', state.type);
  for (const name of ['educationalSystem', 'gradeLevel', 'pathway', 'price'] as const) {
    const value = state[name];
    if (value) params.set(name, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A change of what is searched starts again at page 1; only paging keeps the filters and moves the page. */
export function withChange(state: SearchState, change: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...change, page: 1 };
}

/** Whether anything narrows the results (text or a filter), as opposed to browsing a whole type. */
export const isNarrowed = (state: SearchState) =>
  Boolean(state.q || state.educationalSystem || state.gradeLevel || state.pathway || state.price);

/** The API's query (GET /course/filterCourses/{type}): pages start at startIndex, CATALOGUE_PAGE long. */
export function apiParams(state: SearchState): Record<string, string | number> {
  const params: Record<string, string | number> = { startIndex: (state.page - 1) * CATALOGUE_PAGE };
  if (state.q) params.q = state.q;
  if (state.educationalSystem) params.educationalSystem = state.educationalSystem;
  if (state.gradeLevel) params.gradeLevel = state.gradeLevel;
  if (state.pathway) params.pathway = state.pathway;
  if (state.price) params.price = state.price;
  return params;
}

/** How many pages `total` results fill. */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / CATALOGUE_PAGE));

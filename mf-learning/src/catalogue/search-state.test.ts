import { apiParams, DEFAULT_SEARCH, searchFromUrl, urlFromSearch, withChange } from './search-state';

const SYSTEM = '89c453b8-e55f-4338-b434-399367393d02';
const GRADE = '9a907b06-07dc-4f7e-8e51-e8aed0b79a62';

describe('the search page state and its URL', () => {
  it('reads the defaults from an empty query string and writes them as nothing', () => {
    expect(searchFromUrl('')).toEqual({ ...DEFAULT_SEARCH });
    // Every course type unless the link names one (issue 30: it was Academic only).
    expect(DEFAULT_SEARCH.type).toBe('all');
    expect(searchFromUrl('?type=academic').type).toBe('academic');
    expect(searchFromUrl('?type=hobby').type).toBe('all');
    expect(urlFromSearch(DEFAULT_SEARCH)).toBe('');
  });

  it('round-trips every field, so a shared link opens the same search', () => {
    const state = {
      type: 'professional' as const,
      q: 'linear équations',
      educationalSystem: SYSTEM,
      gradeLevel: GRADE,
      pathway: SYSTEM,
      price: 'paid' as const,
      page: 3,
    };
    const url = urlFromSearch(state);
    expect(url).toBe(
      `?q=linear+%C3%A9quations&type=professional&educationalSystem=${SYSTEM}&gradeLevel=${GRADE}&pathway=${SYSTEM}&price=paid&page=3`,
    );
    expect(searchFromUrl(url)).toEqual(state);
  });

  it('keeps Arabic text intact', () => {
    const url = urlFromSearch({ ...DEFAULT_SEARCH, q: 'الكُسُور' });
    expect(searchFromUrl(url).q).toBe('الكُسُور');
  });

  it('drops what is malformed instead of failing', () => {
    expect(
      searchFromUrl('?type=hobby&educationalSystem=egypt&price=cheap&page=-2&gradeLevel=1%27%20OR&pathway='),
    ).toEqual({ ...DEFAULT_SEARCH });
    expect(searchFromUrl('?page=2.5').page).toBe(1);
    expect(searchFromUrl(`?q=${'x'.repeat(300)}`).q).toHaveLength(200);
    expect(searchFromUrl('?q=%20%20algebra%20').q).toBe('algebra');
  });

  it('starts again at page 1 when what is searched changes', () => {
    const onPage4 = { ...DEFAULT_SEARCH, q: 'algebra', page: 4 };
    expect(withChange(onPage4, { price: 'free' })).toEqual({ ...onPage4, price: 'free', page: 1 });
    expect(withChange(onPage4, { type: 'professional' }).page).toBe(1);
  });

  it('asks the API for the page as a startIndex of 10 a page', () => {
    expect(apiParams({ ...DEFAULT_SEARCH, page: 3, q: 'x', price: 'free' })).toEqual({
      startIndex: 20,
      q: 'x',
      price: 'free',
    });
    expect(apiParams(DEFAULT_SEARCH)).toEqual({ startIndex: 0 });
  });
});

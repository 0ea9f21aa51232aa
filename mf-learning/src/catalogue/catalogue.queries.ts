import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getCourse, getFilteredCourses, getPathways } from './catalogue.resource';
import { apiParams, type SearchState } from './search-state';

/** The catalogue's queries; keys start with the remote's area (ADR 0006). */
export const filterCoursesQuery = (state: SearchState) => {
  const params = apiParams(state);
  return queryOptions({
    queryKey: ['learning', 'filterCourses', state.type, params],
    queryFn: ({ signal }) => getFilteredCourses(state.type, params, signal),
    // The last results stay on screen while the next page or filter loads: no flash of a spinner.
    placeholderData: keepPreviousData,
  });
};

export const pathwaysQuery = queryOptions({
  queryKey: ['learning', 'pathways'],
  queryFn: ({ signal }) => getPathways(signal),
});

export const courseQuery = (seoTxt: string) =>
  queryOptions({
    queryKey: ['learning', 'course', seoTxt],
    queryFn: ({ signal }) => getCourse(seoTxt, signal),
  });

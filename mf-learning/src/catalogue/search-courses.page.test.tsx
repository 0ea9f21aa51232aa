import type { FilterCoursesResult } from '@elearn/contracts';
import { aCourse } from '@elearn/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { getFilteredCourses } from './catalogue.resource';
import { SearchCoursesPage } from './search-courses.page';

jest.mock('./catalogue.resource');
const mockedFilter = jest.mocked(getFilteredCourses);
const SYSTEM = '89c453b8-e55f-4338-b434-399367393d02';

const result = (over: Partial<FilterCoursesResult> = {}): FilterCoursesResult => ({
  courses: [{ ...aCourse({ title: 'Algebra Foundations', seoTxt: 'algebra-foundations' }), language: 'en' }],
  total: 1,
  startIndex: 0,
  pageSize: 10,
  facets: {
    type: [
      { value: 'academic', name: 'academic', count: 1 },
      { value: 'professional', name: 'professional', count: 3 },
    ],
    price: [
      { value: 'free', name: 'free', count: 1 },
      { value: 'paid', name: 'paid', count: 0 },
    ],
    educationalSystem: [{ value: SYSTEM, name: 'IGCSE (Cambridge)', count: 1 }],
    gradeLevel: [],
    pathway: [],
  },
  ...over,
});

beforeEach(() => jest.resetAllMocks());

describe('search courses page', () => {
  it('reads the search from the URL, shows counts, and puts a chosen filter in the URL', async () => {
    mockedFilter.mockResolvedValue(result());
    await renderPage(<SearchCoursesPage />, {
      path: `/search-courses?q=algebra&educationalSystem=${SYSTEM}`,
    });
    expect(mockedFilter).toHaveBeenCalledWith(
      'all',
      { startIndex: 0, q: 'algebra', educationalSystem: SYSTEM },
      expect.anything(),
    );
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('algebra');
    expect(screen.getByRole('heading', { level: 3, name: 'Algebra Foundations' })).toBeInTheDocument();
    const system = screen.getByRole('group', { name: 'Educational system' });
    expect(within(system).getByRole('radio', { name: 'IGCSE (Cambridge) 1' })).toBeChecked();
    const price = screen.getByRole('group', { name: 'Price' });
    await act(async () => fireEvent.click(within(price).getByRole('radio', { name: 'Free 1' })));
    expect(window.location.search).toBe(`?q=algebra&educationalSystem=${SYSTEM}&price=free`);
  });

  it('searches every course type by default, with "All" beside each type and its count', async () => {
    mockedFilter.mockResolvedValue(result());
    await renderPage(<SearchCoursesPage />, { path: '/search-courses?q=project' });
    expect(mockedFilter).toHaveBeenCalledWith('all', { startIndex: 0, q: 'project' }, expect.anything());
    const type = screen.getByRole('group', { name: 'Course type' });
    expect(within(type).getByRole('radio', { name: 'All' })).toBeChecked();
    await act(async () => fireEvent.click(within(type).getByRole('radio', { name: 'Professional 3' })));
    expect(window.location.search).toBe('?q=project&type=professional');
  });

  it('says when nothing matches and offers to clear the search', async () => {
    mockedFilter.mockResolvedValue(result({ courses: [], total: 0 }));
    await renderPage(<SearchCoursesPage />, { path: '/search-courses?q=zzz' });
    expect(screen.getByText('No courses match your search.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear the search and filters' })).toHaveAttribute(
      'href',
      '/en/search-courses',
    );
  });

  it('says the catalogue is empty when nothing narrows it', async () => {
    mockedFilter.mockResolvedValue(result({ courses: [], total: 0 }));
    await renderPage(<SearchCoursesPage />, { path: '/search-courses' });
    expect(
      screen.getByText('There are no courses of this type yet. Please check back soon.'),
    ).toBeInTheDocument();
  });

  it('pages with links that keep the search', async () => {
    const courses = Array.from({ length: 10 }, (_, i) => ({
      ...aCourse({ id: `c${i}`, title: `Course ${i}`, seoTxt: `c${i}` }),
      language: 'en' as const,
    }));
    mockedFilter.mockResolvedValue(result({ courses, total: 25 }));
    await renderPage(<SearchCoursesPage />, { path: '/search-courses?q=course' });
    expect(screen.getByText('Showing 1–10 of 25')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/en/search-courses?q=course&page=2',
    );
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/en/search-courses?q=course&page=3',
    );
  });
});

import type { CourseDetail } from '@elearn/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { getCourse } from '../catalogue/catalogue.resource';
import { CoursePage } from './course.page';

jest.mock('../catalogue/catalogue.resource');
const mockedCourse = jest.mocked(getCourse);

const physics: CourseDetail = {
  id: 'c2',
  title: 'Physics: Motion and Forces',
  seoTxt: 'physics',
  description: 'Kinematics and Newton’s laws.',
  image: null,
  type: 'academic',
  additionalFeesPiastres: 300_00,
  language: 'en',
  keywords: ['physics', 'forces'],
  audiences: [{ sector: 'Secondary education', intendedLearners: ['IGCSE students'] }],
  educationalSystem: { id: 's1', name: 'IGCSE (Cambridge)' },
  gradeLevels: [{ id: 'g1', name: 'Grade 10' }],
  pathways: [{ id: 'p1', name: 'Science Foundations' }],
  prerequisite: { id: 'c1', title: 'Algebra Foundations', seoTxt: 'algebra-foundations' },
  instructors: [{ id: 'u1', firstName: 'Omar', lastName: 'Farouk', image: null }],
  learningOutcomes: [
    { id: 'lo1', statement: 'Describe motion.', scope: '', domain: 'Cognitive', performanceCriteria: [] },
  ],
  modules: [
    {
      id: 'm1',
      number: 1,
      name: 'Describing motion',
      learningOutcomeId: 'lo1',
      lessons: [{ id: 'l1', number: 1, name: 'Speed', learningOutcomes: ['Calculate average speed'] }],
    },
  ],
};

beforeEach(() => {
  jest.resetAllMocks();
  document.title = 'Elearn';
});

describe('course page', () => {
  it('shows the course, its fees in EGP, facts and outline with lessons collapsed, and titles the page', async () => {
    mockedCourse.mockResolvedValue(physics);
    const { unmount } = await renderPage(<CoursePage params={{ seo: 'physics' }} />, {
      path: '/course/physics',
    });
    expect(mockedCourse).toHaveBeenCalledWith('physics', expect.anything());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Physics: Motion and Forces');
    expect(screen.getByText('EGP 300')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Algebra Foundations' })).toHaveAttribute(
      'href',
      '/en/course/algebra-foundations',
    );
    expect(screen.getByText('Omar Farouk')).toBeInTheDocument();
    const lesson = screen.getByText('Lesson 1: Speed').closest('details')!;
    expect(lesson).not.toHaveAttribute('open');
    fireEvent.click(within(lesson).getByText('Lesson 1: Speed'));
    expect(lesson).toHaveAttribute('open');
    expect(document.title).toBe('Physics: Motion and Forces · Elearn');
    unmount();
    expect(document.title).toBe('Elearn');
  });

  it('says Free for a course without fees', async () => {
    mockedCourse.mockResolvedValue({ ...physics, additionalFeesPiastres: null, prerequisite: null });
    await renderPage(<CoursePage params={{ seo: 'physics' }} />, { path: '/course/physics' });
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown course', async () => {
    mockedCourse.mockResolvedValue(null);
    await renderPage(<CoursePage params={{ seo: 'nope' }} />, { path: '/course/nope' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Course not found');
    expect(screen.getByRole('link', { name: 'Browse all courses' })).toHaveAttribute(
      'href',
      '/en/search-courses',
    );
  });

  it('offers a retry when the course cannot load', async () => {
    mockedCourse.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(physics);
    await renderPage(<CoursePage params={{ seo: 'physics' }} />, { path: '/course/physics' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Physics: Motion and Forces');
  });
});

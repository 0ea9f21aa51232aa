import type { AssessmentItem } from '@elearn/contracts';
import { session$ } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { getLearnerCard } from '../learner/learner.resource';
import { getPerformance, postLessonAssessment, Refusal } from './assessment.resource';
import { LessonAssessmentPage } from './exam.page';
import { LearnerPerformancePage, MyPerformancePage } from './performance.page';

jest.mock('./assessment.resource', () => ({
  ...jest.requireActual('./assessment.resource'),
  getPerformance: jest.fn(),
  postLessonAssessment: jest.fn(),
}));
jest.mock('../learner/learner.resource');
const mockedPerformance = jest.mocked(getPerformance);
const mockedStart = jest.mocked(postLessonAssessment);

const me = aUser('Learner');
const item = (over: Partial<AssessmentItem>): AssessmentItem => ({
  examId: 'e1',
  hash: 'h1',
  kind: 'placement',
  name: 'Algebra placement',
  courseId: 'c1',
  status: 'scored',
  percentageScore: 80,
  totalScore: 8,
  outOf: 10,
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});

jest.setTimeout(30_000);
beforeEach(() => {
  jest.resetAllMocks();
  act(() => session$.next(me));
  jest.mocked(getLearnerCard).mockResolvedValue({
    id: me.id,
    firstName: 'Layla',
    lastName: 'Mansour',
    image: null,
    email: 'layla@example.test',
    phone: null,
    educationalSystem: null,
    gradeLevel: null,
    plan: null,
  });
  mockedPerformance.mockResolvedValue({
    exams: [item({})],
    unfinished: [
      item({ examId: 'e2', hash: 'h2', name: 'Left halfway', status: 'in_progress', percentageScore: null }),
    ],
    answers: [],
    courses: [],
  });
});
afterEach(() => act(() => session$.next(null)));

describe('my performance', () => {
  it('shows whose performance it is: the learner card, on the learner’s own page too', async () => {
    await renderPage(<MyPerformancePage />, { path: '/dashboard/my-performance' });
    expect(await screen.findByRole('heading', { name: 'Layla Mansour' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Study log' })).toHaveAttribute(
      'href',
      `/en/dashboard/studylog/${me.id}`,
    );
  });

  it('lists the tests left unfinished in My Assessments, each resumed by its link', async () => {
    await renderPage(<MyPerformancePage />, { path: '/dashboard/my-performance' });
    fireEvent.click(await screen.findByRole('tab', { name: 'My Assessments' }));
    const unfinished = await screen.findByRole('region', { name: 'Unfinished tests' });
    expect(within(unfinished).getByText('Left halfway')).toBeInTheDocument();
    expect(within(unfinished).getByRole('link', { name: 'Resume Left halfway' })).toHaveAttribute(
      'href',
      '/en/dashboard/assessment/c1/h2',
    );
    // The scored one is among the taken tests, not to resume.
    expect(screen.getByRole('button', { name: /^Algebra placement.*80%$/ })).toBeInTheDocument();
    expect(within(unfinished).queryByText('Algebra placement')).toBeNull();
  });

  it('offers no resuming on someone else’s page', async () => {
    await renderPage(<LearnerPerformancePage params={{ childId: 'someone-else' }} />, {
      path: '/dashboard/learner-performance/someone-else',
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'My Assessments' }));
    expect(await screen.findByRole('button', { name: /^Algebra placement.*80%$/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Unfinished tests' })).toBeNull();
  });
});

describe('a lesson assessment with no attempt left', () => {
  it('links to the review of the attempt taken', async () => {
    mockedStart.mockRejectedValue(new Refusal(409, 'ATTEMPT_LIMIT', 'h9'));
    await renderPage(
      <LessonAssessmentPage params={{ courseId: 'c1', lo: 'lo1', mod: 'm1', lesson: 'l1' }} />,
      {
        path: '/dashboard/assessment/c1/lo1/m1/l1',
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already taken the assessment of this lesson.',
    );
    expect(screen.getByRole('link', { name: 'See your answers and marks' })).toHaveAttribute(
      'href',
      '/en/dashboard/assessment/c1/h9',
    );
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toBeInTheDocument();
  });
});

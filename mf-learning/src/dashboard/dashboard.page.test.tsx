import { bus, session$ } from '@elearn/platform';
import { anEnrolledCourse, aUser, someStatistics } from '@elearn/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ALL_ROUTES, renderPage } from '../../test/render';
import { getReviewQueue } from '../assessment/assessment.resource';
import { getNewForumPosts } from '../forum-link/forum-link.resource';
import { DashboardPage } from './dashboard.page';
import { getMyCourses, getStatistics } from './dashboard.resource';

jest.mock('./dashboard.resource');
jest.mock('../forum-link/forum-link.resource');
jest.mock('../assessment/assessment.resource', () => ({
  ...jest.requireActual('../assessment/assessment.resource'),
  getReviewQueue: jest.fn(),
}));
const mockedStats = jest.mocked(getStatistics);
const mockedCourses = jest.mocked(getMyCourses);

const statValue = (name: string) =>
  document.querySelector(`[data-stat="${name}"] .ml-stat__value`)?.textContent;

beforeEach(() => {
  jest.resetAllMocks();
  // Every test but the first-visit one is a returning visit.
  localStorage.clear();
  for (const id of ['sara', 'omar', 'lina']) localStorage.setItem(`elearn.dashboard.visited.${id}`, '1');
  mockedStats.mockResolvedValue(someStatistics());
  mockedCourses.mockResolvedValue([]);
  // Nothing due for review: the review card stays out of these tests' way.
  jest.mocked(getReviewQueue).mockResolvedValue([]);
  jest.mocked(getNewForumPosts).mockResolvedValue(0);
});

describe('dashboard for a learner', () => {
  beforeEach(() => session$.next(aUser('Learner', { id: 'sara', firstName: 'Sara' })));

  it('says "Welcome" on a first visit and "Welcome back" on the next', async () => {
    localStorage.clear();
    const first = await renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Sara!' })).toBeInTheDocument();
    first.unmount();
    await renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Sara!' })).toBeInTheDocument();
  });

  it('greets by first name and shows level, XP, streak, coins and freezes, abbreviated', async () => {
    await renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Sara!' })).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Your progress' });
    await within(stats).findByText('2.4K');
    expect(statValue('level')).toBe('7');
    expect(statValue('xp')).toBe('2.4K');
    expect(statValue('streak')).toBe('12');
    expect(statValue('coins')).toBe('1.2M');
    expect(statValue('freeze')).toBe('2');
    expect(within(stats).getByText('Day streak')).toBeInTheDocument();
  });

  it('lists enrolled courses with their mastery, shown as at least 1%', async () => {
    mockedCourses.mockResolvedValue([
      anEnrolledCourse({ id: 'c1', title: 'Physics I', completion: 40 }),
      anEnrolledCourse({ id: 'c2', title: 'Chemistry', completion: 0, type: 'professional' }),
    ]);
    await renderPage(<DashboardPage />, {
      path: '/dashboard',
      routes: [...ALL_ROUTES, '/dashboard/course-progress/:courseId'],
    });
    expect(await screen.findByRole('progressbar', { name: 'Mastery of Physics I' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('progressbar', { name: 'Mastery of Chemistry' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(screen.getByRole('link', { name: 'Continue learning: Physics I' })).toHaveAttribute(
      'href',
      '/en/dashboard/course-progress/c1',
    );
  });

  it('links each enrolled course to its forum until the course page exists: the title (covering the card) and the action', async () => {
    mockedCourses.mockResolvedValue([
      anEnrolledCourse({ id: 'c1', seoTxt: 'physics-1', title: 'Physics I' }),
    ]);
    await renderPage(<DashboardPage />, {
      path: '/dashboard',
      routes: [...ALL_ROUTES, '/course/:seo/forum'],
    });
    expect(await screen.findByRole('link', { name: 'Physics I' })).toHaveAttribute(
      'href',
      '/en/course/physics-1/forum',
    );
    expect(screen.getByRole('link', { name: /^Course forum\W+Physics I$/ })).toHaveAttribute(
      'href',
      '/en/course/physics-1/forum',
    );
  });

  it('links each course card to its forum beside Continue, with the posts new since the last visit', async () => {
    jest.mocked(getNewForumPosts).mockImplementation(async (course) => (course === 'c1' ? 3 : 0));
    mockedCourses.mockResolvedValue([
      anEnrolledCourse({ id: 'c1', seoTxt: 'physics-1', title: 'Physics I' }),
      anEnrolledCourse({ id: 'c2', seoTxt: 'chemistry', title: 'Chemistry' }),
    ]);
    await renderPage(<DashboardPage />, {
      path: '/dashboard',
      routes: [...ALL_ROUTES, '/dashboard/course-progress/:courseId', '/course/:seo/forum'],
    });
    // The course and the separator are visually hidden (jsdom spaces them apart: \W+).
    const physics = await screen.findByRole('link', { name: /^Course forum\W+Physics I\W+3 new posts$/ });
    expect(physics).toHaveAttribute('href', '/en/course/physics-1/forum');
    expect(within(physics).getByText('3 new posts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Course forum\W+Chemistry$/ })).toHaveAttribute(
      'href',
      '/en/course/chemistry/forum',
    );
    expect(screen.getByRole('link', { name: 'Continue learning: Physics I' })).toBeInTheDocument();
  });

  it('hides Continue when no deployed remote serves the course pages', async () => {
    mockedCourses.mockResolvedValue([anEnrolledCourse({ title: 'Physics I' })]);
    await renderPage(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('progressbar', { name: 'Mastery of Physics I' });
    expect(screen.queryByRole('link', { name: /Continue learning/ })).toBeNull();
  });

  it('points to the catalogue when there are no courses yet', async () => {
    await renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('You are not enrolled in any course yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the catalogue' })).toHaveAttribute(
      'href',
      '/en#catalogue',
    );
  });

  it('refreshes the stats when the server reports XP or a streak', async () => {
    await renderPage(<DashboardPage />, { path: '/dashboard' });
    await screen.findByText('2.4K');
    mockedStats.mockResolvedValue(someStatistics({ expValue: 2600 }));
    await act(async () =>
      bus.emit('server:xp-gained', {
        gained: 150,
        reason: 'study',
        expValue: 2600,
        level: 8,
        coins: 1_300_000,
      }),
    );
    expect(await screen.findByText('2.6K')).toBeInTheDocument();
    mockedStats.mockResolvedValue(someStatistics({ expValue: 2600, streakDays: 13 }));
    await act(async () =>
      bus.emit('server:streak-up', { daysCount: 13, freezeChances: 2, day: '2026-11-22' }),
    );
    expect(await screen.findByText('13')).toBeInTheDocument();
    expect(mockedStats).toHaveBeenCalledTimes(3);
  });

  it('reloads the stats and courses after a reconnect the server did not recover (XP sent meanwhile is lost)', async () => {
    await renderPage(<DashboardPage />, { path: '/dashboard' });
    await screen.findByText('2.4K');
    mockedStats.mockResolvedValue(someStatistics({ expValue: 2600 }));
    await act(async () => {
      bus.emit('socket:disconnected', { reason: 'transport close' });
      bus.emit('socket:connected');
      bus.emit('socket:resync');
    });
    expect(await screen.findByText('2.6K')).toBeInTheDocument();
  });

  it('offers to try again when the stats fail', async () => {
    mockedStats.mockRejectedValueOnce(new Error('down'));
    await renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('We could not load your progress.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2.4K')).toBeInTheDocument();
  });

  it('shows an error with retry when the courses fail', async () => {
    mockedCourses
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([anEnrolledCourse({ title: 'Physics I' })]);
    await renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('We could not load your courses.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Mastery of Physics I' })).toBeInTheDocument();
  });
});

describe('dashboard for staff', () => {
  it('welcomes an instructor with shortcuts to the routes that exist, and no learner stats', async () => {
    session$.next(aUser('Instructor', { id: 'omar', firstName: 'Omar' }));
    await renderPage(<DashboardPage />, { path: '/dashboard', routes: [...ALL_ROUTES, '/calendar'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Omar!' })).toBeInTheDocument();
    expect(screen.getByText(/Manage your courses/)).toBeInTheDocument();
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: /Calendar/ })).toHaveAttribute('href', '/en/calendar');
    expect(within(shortcuts).getByRole('link', { name: /Profile/ })).toHaveAttribute('href', '/en/profile');
    expect(within(shortcuts).queryByRole('link', { name: /Tickets/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your progress' })).toBeNull();
    expect(mockedStats).not.toHaveBeenCalled();
    expect(mockedCourses).not.toHaveBeenCalled();
  });

  it('gives an admin admin shortcuts in their language', async () => {
    session$.next(aUser('Admin', { id: 'lina', firstName: 'Lina' }));
    await renderPage(<DashboardPage />, {
      lang: 'fr',
      path: '/dashboard',
      routes: [...ALL_ROUTES, '/dashboard/courses', '/dashboard/admin/*'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Bon retour, Lina !' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Utilisateurs/ })).toHaveAttribute(
      'href',
      '/fr/dashboard/admin/users',
    );
    expect(screen.getByRole('link', { name: /^Cours/ })).toHaveAttribute('href', '/fr/dashboard/courses');
  });

  it('says so when none of the role tools is deployed', async () => {
    session$.next(aUser('Editor'));
    await renderPage(<DashboardPage />, { path: '/dashboard', routes: ['/', '/dashboard'] });
    expect(screen.getByText('No tools for your role are available on this site yet.')).toBeInTheDocument();
  });
});

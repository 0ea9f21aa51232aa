import { formatEgp, session$ } from '@elearn/platform';
import { aCourse, aPlan, aUser } from '@elearn/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_ROUTES, renderPage } from '../../test/render';
import { LandingPage } from './landing.page';
import { getCourses, getPlans } from './landing.resource';

jest.mock('./landing.resource');
const mockedPlans = jest.mocked(getPlans);
const mockedCourses = jest.mocked(getCourses);

// Testing Library collapses the no-break spaces Intl writes; the expected text must match that.
/** What the page shows for an amount of piastres (the shared formatter, whitespace as the DOM query sees it). */
const egp = (piastres: number, lang = 'en') => formatEgp(piastres, lang).replace(/\s+/g, ' ');

beforeEach(() => {
  jest.resetAllMocks();
  session$.next(null);
  mockedCourses.mockResolvedValue([]);
});

describe('landing page', () => {
  it('shows the hero, the three anchored sections and each plan with its EGP price and features', async () => {
    mockedPlans.mockResolvedValue([
      aPlan({ name: 'Monthly', feesPiastres: 250_00, defaultDurationInMonth: 1 }),
      aPlan({ name: 'Quarterly', feesPiastres: 1200_50, defaultDurationInMonth: 3, features: [] }),
    ]);
    const { container } = await renderPage(<LandingPage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learn with purpose');
    for (const id of ['about-us', 'services', 'plans'])
      expect(container.querySelector(`section#${id}`)).not.toBeNull();

    const monthly = (await screen.findByRole('heading', { name: 'Monthly' })).closest('li')!;
    expect(within(monthly).getByText(egp(250_00))).toBeInTheDocument();
    expect(within(monthly).getByText('for 1 month')).toBeInTheDocument();
    expect(within(monthly).getByText('Enrol in courses')).toBeInTheDocument();
    expect(within(monthly).getByText(/1 per day/)).toBeInTheDocument();

    const quarterly = screen.getByRole('heading', { name: 'Quarterly' }).closest('li')!;
    expect(within(quarterly).getByText(egp(1200_50))).toBeInTheDocument();
    expect(within(quarterly).getByText('for 3 months')).toBeInTheDocument();
  });

  it('formats prices and durations in Arabic', async () => {
    mockedPlans.mockResolvedValue([aPlan({ name: 'شهري', feesPiastres: 250_00, defaultDurationInMonth: 2 })]);
    await renderPage(<LandingPage />, { lang: 'ar' });
    const plan = (await screen.findByRole('heading', { name: 'شهري' })).closest('li')!;
    expect(within(plan).getByText(egp(250_00, 'ar'))).toBeInTheDocument();
    expect(within(plan).getByText('لمدة شهرين')).toBeInTheDocument();
  });

  it('says so when there are no plans', async () => {
    mockedPlans.mockResolvedValue([]);
    await renderPage(<LandingPage />);
    expect(
      await screen.findByText('No plans are available right now. Please check back soon.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the plans fail to load, and shows them after', async () => {
    mockedPlans
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([aPlan({ name: 'Monthly' })]);
    await renderPage(<LandingPage />);
    expect(await screen.findByText('We could not load the plans.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Monthly' })).toBeInTheDocument();
    expect(mockedPlans).toHaveBeenCalledTimes(2);
  });

  it('invites guests to register or sign in, and sends signed-in users to their dashboard', async () => {
    mockedPlans.mockResolvedValue([]);
    const { unmount } = await renderPage(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/en/register');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login');
    expect(screen.queryByRole('link', { name: 'Go to my dashboard' })).toBeNull();
    unmount();

    act(() => session$.next(aUser('Learner')));
    await renderPage(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/en/dashboard');
    expect(screen.queryByRole('link', { name: 'Create your account' })).toBeNull();
  });

  it('shows the catalogue teaser: cover or initials, type, price or Free', async () => {
    mockedPlans.mockResolvedValue([]);
    mockedCourses.mockResolvedValue([
      aCourse({
        title: 'Business English',
        type: 'professional',
        additionalFeesPiastres: 300_00,
        image: '/files/be.png',
      }),
      aCourse({ title: 'Algebra Basics', type: 'academic', additionalFeesPiastres: null }),
    ]);
    await renderPage(<LandingPage />);
    const paid = (await screen.findByRole('heading', { name: 'Business English' })).closest('li')!;
    expect(within(paid).getByText('Professional')).toBeInTheDocument();
    expect(within(paid).getByText(egp(300_00))).toBeInTheDocument();
    expect(paid.querySelector('img')).toHaveAttribute('src', '/files/be.png');

    const free = screen.getByRole('heading', { name: 'Algebra Basics' }).closest('li')!;
    expect(within(free).getByText('Academic')).toBeInTheDocument();
    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).getByTestId('generated-cover')).toHaveTextContent('AB');
  });

  it('makes each course card open the course: its page when deployed, its forum until then', async () => {
    mockedPlans.mockResolvedValue([]);
    mockedCourses.mockResolvedValue([aCourse({ title: 'Algebra Basics', seoTxt: 'algebra-basics' })]);
    const first = await renderPage(<LandingPage />, { routes: [...ALL_ROUTES, '/course/:seo/forum'] });
    expect(await screen.findByRole('link', { name: 'Algebra Basics' })).toHaveAttribute(
      'href',
      '/en/course/algebra-basics/forum',
    );
    first.unmount();
    await renderPage(<LandingPage />, { routes: [...ALL_ROUTES, '/course/:seo', '/course/:seo/forum'] });
    expect(await screen.findByRole('link', { name: 'Algebra Basics' })).toHaveAttribute(
      'href',
      '/en/course/algebra-basics',
    );
  });

  it('links the footer to this page in each language', async () => {
    mockedPlans.mockResolvedValue([]);
    await renderPage(<LandingPage />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    expect(within(nav).getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar');
    expect(within(nav).getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr');
    expect(within(nav).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de');
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Elearn. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('scrolls to the anchor of the URL once the plans are in', async () => {
    let resolvePlans: (plans: ReturnType<typeof aPlan>[]) => void = () => {};
    mockedPlans.mockReturnValue(new Promise((resolve) => (resolvePlans = resolve)));
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    await renderPage(<LandingPage />);
    act(() => window.history.replaceState(null, '', '/en#plans'));
    expect(scrolled).toEqual([]);
    await act(async () => resolvePlans([aPlan()]));
    await waitFor(() => expect(scrolled).toEqual(['plans']));
  });
});

import { session$ } from '@elearn/platform';
import { aUser, aUserPlan } from '@elearn/testing';
import { act, screen, within } from '@testing-library/react';
import { ALL_ROUTES, renderAt } from '../../test/render';
import { ProfilePage } from './profile.page';

afterEach(() => act(() => session$.next(null)));

const planSection = (name = 'Current plan') => screen.getByRole('region', { name });

describe('profile page', () => {
  it("shows the user's name, initials, email and role", async () => {
    session$.next(aUser('Learner', { firstName: 'Sara', lastName: 'Ali', email: 'sara@example.test' }));
    await renderAt(<ProfilePage />, { path: '/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sara Ali' })).toBeInTheDocument();
    expect(screen.getByText('SA')).toBeInTheDocument();
    expect(screen.getByText('sara@example.test')).toBeInTheDocument();
    expect(screen.getByText('Learner')).toBeInTheDocument();
  });

  it('shows the current plan with its start and renew dates', async () => {
    session$.next(
      aUser('Learner', {
        plan: aUserPlan({
          name: 'Pro',
          startDate: '2025-01-15T10:00:00.000Z',
          renewDate: '2099-01-15T10:00:00.000Z',
        }),
      }),
    );
    await renderAt(<ProfilePage />, { path: '/profile' });
    const plan = planSection();
    expect(within(plan).getByText('Pro')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toBeInTheDocument();
    expect(within(plan).getByText('Start date').nextElementSibling).toHaveTextContent('January 15, 2025');
    expect(within(plan).getByText('Renews on').nextElementSibling).toHaveTextContent('January 15, 2099');
    expect(within(plan).getByRole('list', { name: 'Included in your plan' })).toHaveTextContent(
      'Course enrolmentAsk Eve',
    );
  });

  it('writes the dates the way the page language does', async () => {
    session$.next(aUser('Learner', { plan: aUserPlan({ startDate: '2025-03-02T10:00:00.000Z' }) }));
    await renderAt(<ProfilePage />, { lang: 'de', path: '/profile' });
    expect(within(planSection('Aktueller Tarif')).getByText('Beginn').nextElementSibling).toHaveTextContent(
      '2. März 2025',
    );
  });

  it('marks a plan past its renew date as expired', async () => {
    session$.next(aUser('Learner', { plan: aUserPlan({ renewDate: '2020-01-01T00:00:00.000Z' }) }));
    await renderAt(<ProfilePage />, { path: '/profile' });
    expect(within(planSection()).getByText('Expired')).toBeInTheDocument();
    expect(within(planSection()).getByText('Ended on')).toBeInTheDocument();
  });

  it('says "No plan" and links to the subscription options when a remote serves them', async () => {
    session$.next(aUser('Instructor', { plan: null }));
    await renderAt(<ProfilePage />, { path: '/profile', routes: ALL_ROUTES });
    expect(within(planSection()).getByText('No plan.')).toBeInTheDocument();
    expect(screen.getByText('Instructor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See subscription options' })).toHaveAttribute(
      'href',
      '/en/subscription-options',
    );
  });

  it('leaves the link out while no remote serves the subscription options', async () => {
    session$.next(aUser('Learner', { plan: null }));
    await renderAt(<ProfilePage />, { path: '/profile' });
    expect(within(planSection()).getByText('No plan.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

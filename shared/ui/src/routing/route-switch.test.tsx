import { initI18n } from '@elearn/i18n';
import { session$ } from '@elearn/platform';
import { act, render, screen } from '@testing-library/react';
import { pageMismatches, RouteSwitch } from './route-switch';

const routes = [
  { id: 'list', path: '/course/:seo/forum' },
  { id: 'post', path: '/course/:seo/forum/:postSeo' },
];
const pages = {
  list: ({ params }: { params: Record<string, string> }) => <p>list of {params.seo}</p>,
  post: ({ params }: { params: Record<string, string> }) => <p>post {params.postSeo}</p>,
};

const visit = (path: string) => act(() => window.history.pushState(null, '', path));

describe('RouteSwitch', () => {
  it('renders the page of the matching route id, with its params', () => {
    visit('/ar/course/algebra/forum/hello');
    render(<RouteSwitch routes={routes} pages={pages} />);
    expect(screen.getByText('post hello')).toBeTruthy();
  });

  it('follows navigation', () => {
    visit('/en/course/algebra/forum');
    render(<RouteSwitch routes={routes} pages={pages} />);
    expect(screen.getByText('list of algebra')).toBeTruthy();
    act(() => {
      window.history.pushState(null, '', '/en/course/algebra/forum/x');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('post x')).toBeTruthy();
  });

  it('renders nothing for a path no route matches (the shell shows its 404 there)', () => {
    visit('/en/course/algebra/forum/x/extra');
    const { container } = render(<RouteSwitch routes={routes} pages={pages} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('RouteSwitch access', () => {
  const staffRoutes = [{ id: 'list', path: '/dashboard/courses', access: 'allFeatures' }];
  const user = (role: 'Learner' | 'Instructor', permissionLevel: number) =>
    ({ id: 'u1', role, permissionLevel }) as unknown as Parameters<typeof session$.next>[0];
  afterEach(() => act(() => session$.next(null)));

  it("shows a refusal with a way back, not the page, to a role outside the route's access", async () => {
    await initI18n('en');
    act(() => session$.next(user('Learner', 1)));
    visit('/en/dashboard/courses');
    render(<RouteSwitch routes={staffRoutes} pages={pages} />);
    expect(screen.getByRole('heading', { name: 'You cannot open this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/en/dashboard',
    );
    expect(screen.queryByText(/list of/)).toBeNull();
  });

  it('renders the page for a role inside it', async () => {
    await initI18n('en');
    act(() => session$.next(user('Instructor', 2)));
    visit('/en/dashboard/courses');
    render(<RouteSwitch routes={staffRoutes} pages={{ list: () => <p>my courses</p> }} />);
    expect(screen.getByText('my courses')).toBeTruthy();
  });
});

describe('pageMismatches', () => {
  it('names a route without a page and a page without a route', () => {
    expect(pageMismatches(routes, pages)).toEqual([]);
    expect(pageMismatches(routes, { list: pages.list, extra: pages.post })).toEqual([
      'route "post" has no page',
      'page "extra" has no route',
    ]);
  });
});

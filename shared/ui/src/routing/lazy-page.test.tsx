import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, preloadPageAt } from './lazy-page';

const routes = [
  { id: 'landing', path: '/' },
  { id: 'dashboard', path: '/dashboard' },
];

const Landing = () => <h1>landing</h1>;
const Dashboard = () => <h1>dashboard</h1>;
const PAGES = { landing: Landing, dashboard: Dashboard };

function pagesWithLoads() {
  const loads = { landing: jest.fn(), dashboard: jest.fn() };
  const page = (name: keyof typeof loads) =>
    lazyPage(
      async () => {
        loads[name]();
        return { Page: PAGES[name] };
      },
      (module) => module.Page,
    );
  return { loads, pages: { landing: page('landing'), dashboard: page('dashboard') } };
}

describe('lazyPage and preloadPageAt', () => {
  it('starts loading only the page the URL shows, and the render reuses that load', async () => {
    const { loads, pages } = pagesWithLoads();
    preloadPageAt(routes, pages, 'http://site.test/ar/dashboard');
    expect(loads.dashboard).toHaveBeenCalledTimes(1);
    expect(loads.landing).not.toHaveBeenCalled();

    const Dashboard = pages.dashboard;
    render(
      <Suspense fallback="loading">
        <Dashboard params={{}} />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'dashboard' })).toBeTruthy();
    expect(loads.dashboard).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a path no route matches or a page that is not lazy', () => {
    const { loads, pages } = pagesWithLoads();
    preloadPageAt(routes, pages, 'http://site.test/en/unknown');
    preloadPageAt(routes, { landing: () => null }, 'http://site.test/en');
    expect(loads.landing).not.toHaveBeenCalled();
    expect(loads.dashboard).not.toHaveBeenCalled();
  });
});

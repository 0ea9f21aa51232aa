import { bus, logout, session$ } from '@elearn/platform';
import { aUser, someStatistics } from '@elearn/testing';
import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quietBells } from '../../test/alerts-fixtures';
import { ALL_MENU, ALL_ROUTES, renderAt } from '../../test/render';
import { SiteHeader } from './site-header.component';
import { getStatistics } from './statistics.resource';

// The numbers come from the query cache, which tells React on a timer; here before an awaited act ends.
notifyManager.setScheduler(queueMicrotask);

jest.mock('./statistics.resource');
jest.mock('../notifications/notifications.resource');
jest.mock('../announcements/announcements.resource');
jest.mock('@elearn/platform', () => ({ ...jest.requireActual('@elearn/platform'), logout: jest.fn() }));
const mockedStats = jest.mocked(getStatistics);
const mockedLogout = jest.mocked(logout);

const stat = (name: string) => document.querySelector(`[data-stat="${name}"]`);
const openMenu = async (name: RegExp) => {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
};

beforeEach(() => {
  jest.resetAllMocks();
  mockedStats.mockResolvedValue(someStatistics());
  mockedLogout.mockResolvedValue();
  quietBells();
});
afterEach(() => act(() => session$.next(null)));

describe('header for a guest', () => {
  it('shows only the brand, the language switch, Log in and Register', async () => {
    await renderAt(<SiteHeader />, { routes: ALL_ROUTES });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Elearn', 'Log in', 'Register']);
    expect(screen.getByRole('link', { name: 'Elearn' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Language: English',
    ]);
    expect(mockedStats).not.toHaveBeenCalled();
  });

  it('lets a guest change the language from the keyboard, keeping path, query and anchor', async () => {
    await renderAt(<SiteHeader />, { path: '/login' });
    window.history.replaceState(null, '', '/en/login?backTo=%2Fen%2Fdashboard#form');
    const button = screen.getByRole('button', { name: 'Language: English' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Language' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'العربية', 'Français', 'Deutsch']);
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const last = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Deutsch' });
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute('href', '/de/login?backTo=%2Fen%2Fdashboard#form');
    fireEvent.click(last);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/de/login?backTo=%2Fen%2Fdashboard#form',
    );
  });

  it('brings a guest back to the page they were on after signing in', async () => {
    await renderAt(<SiteHeader />, { path: '/course/algebra' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/login?backTo=%2Fen%2Fcourse%2Falgebra',
    );
  });

  it('speaks the page language', async () => {
    await renderAt(<SiteHeader />, { lang: 'ar' });
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/ar/login');
    expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute('href', '/ar/register');
  });
});

describe('header for a learner', () => {
  beforeEach(() => session$.next(aUser('Learner', { firstName: 'Sara', lastName: 'Ali' })));

  it('shows navigation, level, streak and coins (abbreviated), language and profile menus', async () => {
    await renderAt(<SiteHeader />, { path: '/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const stats = screen.getByRole('list', { name: 'Your progress' });
    await waitFor(() => expect(stats).toHaveAttribute('aria-busy', 'false'));
    expect(stat('level')).toHaveTextContent('Level 7');
    expect(stat('streak')).toHaveTextContent('Day streak 12');
    expect(stat('coins')).toHaveTextContent('Coins 1.2M');
    expect(stat('coins')).toHaveAttribute('title', 'Coins: 1,250,000');
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Sara Ali' })).toHaveTextContent('SA');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows the links the deployed remotes declare, without a change to the header', async () => {
    await renderAt(<SiteHeader />, { routes: ALL_ROUTES, menu: ALL_MENU });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Courses', 'Calendar']);
    const menu = await openMenu(/Account menu/);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Calendar', 'Ranking', 'Tickets', 'Profile', 'Log out']);
  });

  it('leaves out calendar and tickets while no remote declares them', async () => {
    await renderAt(<SiteHeader />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard']);
    const menu = await openMenu(/Account menu/);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Ranking', 'Profile', 'Log out']);
  });

  it('updates the numbers live from XP, streak and purchase events, and reloads after a reconnect', async () => {
    await renderAt(<SiteHeader />);
    await waitFor(() => expect(stat('coins')).toHaveTextContent('1.2M'));
    await act(async () =>
      bus.emit('server:xp-gained', {
        gained: 150,
        reason: 'study',
        expValue: 2600,
        level: 8,
        coins: 1_300_000,
      }),
    );
    expect(stat('level')).toHaveTextContent('Level 8');
    expect(stat('coins')).toHaveTextContent('1.3M');
    await act(async () =>
      bus.emit('server:streak-up', { daysCount: 13, freezeChances: 2, day: '2026-11-22' }),
    );
    expect(stat('streak')).toHaveTextContent('13');
    await act(async () => bus.emit('store:purchased', { itemId: 'x', userCoins: 999, itemAvailable: 2 }));
    expect(stat('coins')).toHaveTextContent('Coins 999');
    // The events carry the totals: no extra call.
    expect(mockedStats).toHaveBeenCalledTimes(1);
    mockedStats.mockResolvedValue(someStatistics({ level: 9 }));
    await act(async () => {
      bus.emit('socket:disconnected', { reason: 'transport close' });
      bus.emit('socket:connected');
      bus.emit('socket:resync');
    });
    await waitFor(() => expect(stat('level')).toHaveTextContent('Level 9'));
  });

  it('switches language to the same page, keeping the rest of the path', async () => {
    await renderAt(<SiteHeader />, { path: '/dashboard' });
    window.history.replaceState(null, '', '/en/dashboard?tab=2#top');
    const menu = await openMenu(/Language/);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['English (current)', 'العربية', 'Français', 'Deutsch']);
    fireEvent.click(within(menu).getByText('العربية'));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/ar/dashboard?tab=2#top',
    );
  });

  it('switches language from the mobile drawer, keeping the query and the anchor', async () => {
    await renderAt(<SiteHeader />, { path: '/dashboard' });
    window.history.replaceState(null, '', '/en/dashboard?tab=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    // The anchor changes after the drawer rendered: a hash change re-renders nothing.
    window.history.replaceState(null, '', '/en/dashboard?tab=2#top');
    const arabic = within(drawer).getByRole('link', { name: 'العربية' });
    expect(arabic).toHaveAttribute('href', '/ar/dashboard?tab=2');
    fireEvent.click(arabic);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/ar/dashboard?tab=2#top',
    );
  });

  it('opens the profile menu from the keyboard and gives focus back to its button on Escape', async () => {
    await renderAt(<SiteHeader />, { path: '/dashboard' });
    const button = await screen.findByRole('button', { name: /Account menu/ });
    const press = (key: string, keyCode: number) =>
      fireEvent.keyDown(document.activeElement!, { key, code: key, keyCode, which: keyCode });
    button.focus();
    press('ArrowDown', 40);
    const menu = await screen.findByRole('menu');
    const items = () => within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items()[0]).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Moving inside the menu is antd's and needs layout: the Playwright spec covers it.
    press('Escape', 27);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(button).toHaveFocus();
    // ArrowUp opens it on its last item: Log out.
    press('ArrowUp', 38);
    await waitFor(() =>
      expect(
        within(screen.getByRole('menu')).getByText('Log out').closest('[role="menuitem"]'),
      ).toHaveFocus(),
    );
  });

  it('signs out from the profile menu and goes home', async () => {
    await renderAt(<SiteHeader />, { path: '/dashboard' });
    const menu = await openMenu(/Account menu/);
    await act(async () => fireEvent.click(within(menu).getByText('Log out')));
    expect(mockedLogout).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/en');
  });

  it('opens the profile from the profile menu', async () => {
    await renderAt(<SiteHeader />, { path: '/dashboard' });
    const menu = await openMenu(/Account menu/);
    fireEvent.click(within(menu).getByText('Profile'));
    expect(window.location.pathname).toBe('/en/profile');
  });
});

describe('header for an instructor', () => {
  beforeEach(() => session$.next(aUser('Instructor', { firstName: 'Omar', lastName: 'Farouk' })));

  it('has navigation and menus but no learner statistics', async () => {
    await renderAt(<SiteHeader />);
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('button', { name: 'Account menu for Omar Farouk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your progress' })).toBeNull();
    expect(mockedStats).not.toHaveBeenCalled();
  });
});

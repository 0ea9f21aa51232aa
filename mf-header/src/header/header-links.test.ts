import type { MenuLink } from '@elearn/platform';
import { aUser } from '@elearn/testing';
import { accountItems, headerLinks } from './header-links';

const label = (en: string) => ({ en, ar: `${en}-ar`, fr: `${en}-fr`, de: `${en}-de` });
const link = (
  path: string,
  places: MenuLink['places'],
  order: number,
  extra: Partial<MenuLink> = {},
): MenuLink => ({
  path,
  auth: 'required',
  places,
  order,
  label: label(path.slice(1)),
  ...extra,
});

// As the shell composes them from the deployed remotes' routes.json, in order.
const LINKS: MenuLink[] = [
  link('/dashboard', ['nav', 'profile'], 10),
  link('/calendar', ['nav', 'profile'], 20),
  link('/tickets', ['profile'], 30),
  link('/profile', ['profile'], 40),
  link('/staff-reports', ['nav'], 50, { roles: ['Admin', 'Editor'] }),
  link('/plans', ['nav'], 60, { auth: 'any' }),
  link('/welcome', ['nav'], 70, { auth: 'guest' }),
];

describe('header menus from the declared routes', () => {
  it('puts each link in the places its route names, in order, labelled in the page language', () => {
    const learner = aUser('Learner');
    expect(headerLinks('nav', learner, 'en', LINKS).map((l) => l.rest)).toEqual([
      '/dashboard',
      '/calendar',
      '/plans',
    ]);
    expect(headerLinks('nav', learner, 'ar', LINKS).map((l) => l.label)).toEqual([
      'dashboard-ar',
      'calendar-ar',
      'plans-ar',
    ]);
  });

  it('filters by sign-in and by the roles a link declares', () => {
    expect(headerLinks('nav', null, 'en', LINKS).map((l) => l.rest)).toEqual(['/plans', '/welcome']);
    expect(headerLinks('nav', aUser('Editor'), 'en', LINKS).map((l) => l.rest)).toEqual([
      '/dashboard',
      '/calendar',
      '/staff-reports',
      '/plans',
    ]);
  });

  it('builds the profile menu of the spec: links, Ranking for learners after Calendar, then Log out', () => {
    const keys = (role: 'Learner' | 'Instructor', links = LINKS) =>
      accountItems(aUser(role), 'en', links).map((item) => item.key);
    expect(keys('Learner')).toEqual(['/dashboard', '/calendar', 'ranking', '/tickets', '/profile', 'logout']);
    expect(keys('Instructor')).toEqual(['/dashboard', '/calendar', '/tickets', '/profile', 'logout']);
    // Before calendar and tickets are deployed.
    const today = LINKS.filter((l) => l.path === '/dashboard' || l.path === '/profile');
    expect(keys('Learner', today)).toEqual(['/dashboard', 'ranking', '/profile', 'logout']);
  });

  it('opens the ranking through the bus', () => {
    expect(accountItems(aUser('Learner'), 'en', LINKS)).toContainEqual({
      key: 'ranking',
      kind: 'event',
      event: 'ui:open-ranking',
    });
  });
});

import type { MenuLink } from '@elearn/platform';
import { remoteRenderer } from '@elearn/testing';
import { resources } from '../src/locales';
import { MEMBER_STRINGS } from '../src/locales/member-strings';

/** The routes the composed site serves in the tests (as the shell learns them from /remotes.json). */
export const SITE_ROUTES = ['/', '/dashboard', '/login', '/register', '/profile'];

/** Every route a later remote may add: calendar, search, tickets, plans. */
export const ALL_ROUTES = [
  ...SITE_ROUTES,
  '/calendar',
  '/search-courses',
  '/search-pathways',
  '/tickets',
  '/subscription-options',
];

const menuLink = (path: string, places: MenuLink['places'], order: number, en: string): MenuLink => ({
  path,
  auth: 'required',
  places,
  order,
  label: { en, ar: `${en} (ar)`, fr: `${en} (fr)`, de: `${en} (de)` },
});

/** The menu entries the deployed remotes declare today (mf-learning's dashboard, mf-header's profile). */
export const SITE_MENU = [
  menuLink('/dashboard', ['nav', 'profile'], 10, 'Dashboard'),
  menuLink('/profile', ['profile'], 40, 'Profile'),
];

/** With the later remotes' entries: calendar, course search, tickets. */
export const ALL_MENU = [
  ...SITE_MENU,
  menuLink('/search-courses', ['nav'], 15, 'Courses'),
  menuLink('/calendar', ['nav', 'profile'], 20, 'Calendar'),
  menuLink('/tickets', ['profile'], 30, 'Tickets'),
];

/** Renders a screen of mf-header the way the shell mounts it (see remoteRenderer). */
export const renderAt = remoteRenderer({
  name: 'mf-header',
  // Every string at once: a test renders member screens without the member header's loader.
  resources: [resources, MEMBER_STRINGS],
  routes: SITE_ROUTES,
  menu: SITE_MENU,
});

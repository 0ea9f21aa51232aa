import { remoteRenderer } from '@elearn/testing';
import { resources } from '../src/locales';

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

/** Renders a screen of mf-header the way the shell mounts it (see remoteRenderer). */
export const renderAt = remoteRenderer({ name: 'mf-header', resources, routes: SITE_ROUTES });

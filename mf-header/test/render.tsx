import { addResources, initI18n } from '@elearn/i18n';
import { setRoutePatterns } from '@elearn/platform';
import { queryClient, RemoteRoot } from '@elearn/ui';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
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

/**
 * Renders a screen the way the shell mounts it: at /{lang}{path}, with this
 * remote's strings and RemoteRoot (i18n, antd direction and theme, error boundary).
 */
export async function renderAt(ui: ReactElement, { lang = 'en', path = '/', routes = SITE_ROUTES } = {}) {
  window.history.pushState(null, '', `/${lang}${path === '/' ? '' : path}`);
  setRoutePatterns(routes);
  // One query cache per page, as in the browser: each test starts with an empty one.
  queryClient.clear();
  await initI18n(lang);
  addResources('mf-header', resources);
  const result = render(<RemoteRoot name="mf-header">{ui}</RemoteRoot>);
  // Let lazy parts and already-resolved API mocks land inside act, as they would before a user looks.
  await act(async () => {});
  // The query cache tells React about data on a zero timer: let that run too.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return result;
}

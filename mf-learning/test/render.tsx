import { addResources, initI18n } from '@elearn/i18n';
import { setRoutePatterns } from '@elearn/platform';
import { queryClient, RemoteRoot } from '@elearn/ui';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { resources } from '../src/locales';

/** Every route the composed site serves in the tests (as the shell would learn from /remotes.json). */
export const ALL_ROUTES = ['/', '/dashboard', '/login', '/register', '/profile', '/subscription-options'];

/**
 * Renders a page the way the shell mounts it: at /{lang}{path}, with the
 * remote's strings and RemoteRoot (i18n, antd direction and theme, error boundary).
 */
export async function renderPage(ui: ReactElement, { lang = 'en', path = '/', routes = ALL_ROUTES } = {}) {
  window.history.pushState(null, '', `/${lang}${path === '/' ? '' : path}`);
  setRoutePatterns(routes);
  // One query cache per page, as in the browser: each test starts with an empty one.
  queryClient.clear();
  await initI18n(lang);
  addResources('mf-learning', resources);
  const result = render(<RemoteRoot name="mf-learning">{ui}</RemoteRoot>);
  // Let already-resolved API mocks land inside act, as they would before a user could look.
  await act(async () => {});
  return result;
}

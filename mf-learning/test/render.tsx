import { remoteRenderer } from '@elearn/testing';
import { resources } from '../src/locales';
import { STRING_PARTS } from '../src/locales/parts';

/** Every route the composed site serves in the tests (as the shell would learn from /remotes.json). */
export const ALL_ROUTES = ['/', '/dashboard', '/login', '/register', '/profile', '/subscription-options'];

/** Renders a page of mf-learning the way the shell mounts it (see remoteRenderer). */
export const renderPage = remoteRenderer({
  name: 'mf-learning',
  // Tests render pages without their lazy loaders: the core strings and every page's part at once.
  resources: [resources, ...Object.values(STRING_PARTS)],
  routes: ALL_ROUTES,
});

import type { Bundles } from '@elearn/i18n';
import type { Lang } from '@elearn/platform';
import { remoteRenderer } from '@elearn/testing';
import { resources } from '../src/locales';
import { STRING_PARTS } from '../src/locales/parts';

/** Every route the composed site serves in the tests (as the shell would learn from /remotes.json). */
export const ALL_ROUTES = ['/', '/dashboard', '/login', '/register', '/profile', '/subscription-options'];

// Tests render pages without their lazy loaders, so they get the core strings and every page's part at once
// (parts have disjoint top-level keys).
const everyString = (lang: Lang) => () =>
  Promise.all([resources[lang](), ...Object.values(STRING_PARTS).map((part) => part[lang]())]).then(
    (bundles) => Object.assign({}, ...bundles),
  );
const allResources: Bundles = {
  en: everyString('en'),
  ar: everyString('ar'),
  fr: everyString('fr'),
  de: everyString('de'),
};

/** Renders a page of mf-learning the way the shell mounts it (see remoteRenderer). */
export const renderPage = remoteRenderer({
  name: 'mf-learning',
  resources: allResources,
  routes: ALL_ROUTES,
});

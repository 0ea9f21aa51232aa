import { addResources, type Bundles, initI18n } from '@elearn/i18n';
import { type MenuLink, setMenuLinks, setRoutePatterns } from '@elearn/platform';
import { queryClient, RemoteRoot } from '@elearn/ui';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';

export interface RemoteUnderTest {
  /** Package name of the remote, also its i18n namespace ("mf-header"). */
  name: string;
  /**
   * The remote's strings, as its lifecycles register them; with the parts its lazy chunks add
   * (a list: each language's bundles merged), so a test renders any screen without their loaders.
   */
  resources: Bundles | Bundles[];
  /** The route patterns the composed site serves by default (the shell learns them from /remotes.json). */
  routes: string[];
  /** The header's menu entries the composed site declares by default (routes.json `menu`). */
  menu?: MenuLink[];
}

export interface RenderOptions {
  lang?: string;
  /** The path after the language ("/dashboard"). */
  path?: string;
  routes?: string[];
  menu?: MenuLink[];
}

/**
 * A render function for one remote's tests: it mounts a screen the way the
 * shell does, at /{lang}{path}, with the remote's strings and RemoteRoot
 * (i18n, the page's query cache, the remote's name, error boundary).
 */
export function remoteRenderer({
  name,
  resources,
  routes: siteRoutes,
  menu: siteMenu = [],
}: RemoteUnderTest) {
  return async (
    ui: ReactElement,
    { lang = 'en', path = '/', routes = siteRoutes, menu = siteMenu }: RenderOptions = {},
  ) => {
    window.history.pushState(null, '', `/${lang}${path === '/' ? '' : path}`);
    setRoutePatterns(routes);
    setMenuLinks(menu);
    // One query cache per page, as in the browser: each test starts with an empty one.
    queryClient.clear();
    await initI18n(lang);
    await addResources(name, Array.isArray(resources) ? merged(resources) : resources);
    const result = render(<RemoteRoot name={name}>{ui}</RemoteRoot>);
    // Let lazy parts and already-resolved API mocks land inside act, as they would before a user looks.
    await act(async () => {});
    // The query cache tells React about data on a zero timer: let that run too.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    return result;
  };
}

/** Several bundles of one namespace as one (their top-level keys are disjoint). */
function merged(parts: Bundles[]): Bundles {
  const langs = Object.keys(parts[0] ?? {}) as (keyof Bundles)[];
  return Object.fromEntries(
    langs.map((lang) => [
      lang,
      () => Promise.all(parts.map((part) => part[lang]())).then((loaded) => Object.assign({}, ...loaded)),
    ]),
  ) as Bundles;
}

import { matchRoute, parseLangPath } from '@elearn/platform';
import type { ComponentType } from 'react';
import { useLocationHref } from './use-location';

export type RouteComponent = ComponentType<{ params: Record<string, string> }>;

/** One route of a remote's src/routes.json: the shell reads the same list to decide who owns a URL. */
export interface DeclaredRoute {
  id: string;
  path: string;
}

/**
 * Renders the page of the first route (from routes.json) whose pattern matches
 * the URL after the language segment. Pages are keyed by route id, so the
 * route table exists once: the shell mounts this remote for exactly these paths.
 */
export function RouteSwitch({
  routes,
  pages,
}: {
  routes: readonly DeclaredRoute[];
  pages: Readonly<Record<string, RouteComponent>>;
}) {
  const href = useLocationHref();
  const rest = parseLangPath(href.split('?')[0]!)?.rest ?? '/';
  for (const route of routes) {
    const params = matchRoute(route.path, rest);
    const Page = pages[route.id];
    if (params && Page) return <Page params={params} />;
  }
  return null;
}

/**
 * Route ids without a page and pages without a route: each remote's
 * routes test expects none, so the two can never drift apart.
 */
export function pageMismatches(routes: readonly DeclaredRoute[], pages: Readonly<Record<string, unknown>>) {
  const ids = new Set(routes.map((route) => route.id));
  return [
    ...[...ids].filter((id) => !(id in pages)).map((id) => `route "${id}" has no page`),
    ...Object.keys(pages)
      .filter((id) => !ids.has(id))
      .map((id) => `page "${id}" has no route`),
  ];
}

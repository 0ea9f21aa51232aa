import { hasRole, ROLE_GROUPS, type RoleGroup } from '@elearn/contracts/access';
import { matchRoute, parseLangPath } from '@elearn/platform';
import type { ComponentType } from 'react';
import { RefusalState } from '../loading/load-states';
import { useSession } from '../session/use-session';
import { useLocationHref } from './use-location';

export type RouteComponent = ComponentType<{ params: Record<string, string> }>;

/** One route of a remote's src/routes.json: the shell reads the same list to decide who owns a URL. */
export interface DeclaredRoute {
  id: string;
  path: string;
  /**
   * Who may open the page: a role group of @elearn/contracts/access (the
   * server enforces the same group on the page's calls). Anyone else sees a
   * translated refusal with a way back instead of the page.
   */
  access?: string;
}

/** Whether the signed-in user may open a route (a route without `access`: everyone the shell lets in). */
const mayOpen = (route: DeclaredRoute, user: ReturnType<typeof useSession>) =>
  !route.access || (route.access in ROLE_GROUPS && hasRole(user, route.access as RoleGroup));

/**
 * Renders the page of the first route (from routes.json) whose pattern matches
 * the URL after the language segment. Pages are keyed by route id, so the
 * route table exists once: the shell mounts this remote for exactly these paths.
 * A route the user's role may not open shows a refusal, not the page.
 */
export function RouteSwitch({
  routes,
  pages,
}: {
  routes: readonly DeclaredRoute[];
  pages: Readonly<Record<string, RouteComponent>>;
}) {
  const href = useLocationHref();
  const user = useSession();
  const rest = parseLangPath(href.split('?')[0]!)?.rest ?? '/';
  for (const route of routes) {
    const params = matchRoute(route.path, rest);
    const Page = pages[route.id];
    if (params && Page)
      return mayOpen(route, user) ? <Page params={params} /> : <RefusalState status={403} />;
  }
  return null;
}

/**
 * Route ids without a page, pages without a route and unknown access groups: each remote's
 * routes test expects none, so the two can never drift apart.
 */
export function pageMismatches(routes: readonly DeclaredRoute[], pages: Readonly<Record<string, unknown>>) {
  const ids = new Set(routes.map((route) => route.id));
  return [
    ...[...ids].filter((id) => !(id in pages)).map((id) => `route "${id}" has no page`),
    ...Object.keys(pages)
      .filter((id) => !ids.has(id))
      .map((id) => `page "${id}" has no route`),
    ...routes
      .filter((route) => route.access !== undefined && !(route.access in ROLE_GROUPS))
      .map((route) => `route "${route.id}" has an unknown access "${route.access}"`),
  ];
}

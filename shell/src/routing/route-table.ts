import { matchRoute, parseLangPath } from '@elearn/platform';
import type { RemoteEntry, RouteEntry } from '../registry/remote-config';

export interface RouteOwner {
  remote: RemoteEntry;
  route: RouteEntry;
}

/** Which remote owns the main region at `pathname` (first declared wins). */
export function findRouteOwner(remotes: RemoteEntry[], pathname: string): RouteOwner | null {
  const parsed = parseLangPath(pathname);
  if (!parsed) return null;
  for (const remote of remotes) {
    for (const route of remote.routes) {
      if (matchRoute(route.path, parsed.rest)) return { remote, route };
    }
  }
  return null;
}

import type { MenuLink } from '@elearn/platform';
import type { RemoteEntry } from '../registry/remote-config';

/** The header's menu entries: every route of the deployed remotes that declares one. */
export function menuLinksOf(remotes: RemoteEntry[]): MenuLink[] {
  return remotes.flatMap((remote) =>
    remote.routes.flatMap((route) =>
      route.menu ? [{ ...route.menu, path: route.path, auth: route.auth }] : [],
    ),
  );
}

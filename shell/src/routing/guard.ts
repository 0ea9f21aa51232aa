import { canonicalPath, loginPath, parseLangPath, safeBackTo } from '@elearn/platform';
import type { RemoteEntry } from '../registry/remote-config';
import { findRouteOwner } from './route-table';

/**
 * Where a visit to `url` must go instead, or null to stay: a path without a
 * known language gets one, a protected route sends guests to login with
 * backTo, and the auth pages send a signed-in user on to backTo (the login
 * page relies on this: signing in changes the session and this sends them on).
 */
export function redirectFor(url: URL, remotes: RemoteEntry[], signedIn: boolean): string | null {
  const canonical = canonicalPath(url.pathname);
  if (canonical) return canonical + url.search + url.hash;
  const parsed = parseLangPath(url.pathname)!;
  const owner = findRouteOwner(remotes, url.pathname);
  if (!owner) return null;
  if (owner.route.auth === 'required' && !signedIn) {
    return loginPath(parsed.lang, url.pathname + url.search + url.hash);
  }
  if (owner.route.auth === 'guest' && signedIn)
    return safeBackTo(url.searchParams.get('backTo'), parsed.lang);
  return null;
}

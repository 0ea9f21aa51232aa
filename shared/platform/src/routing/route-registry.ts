import { matchRoute } from './route-match';

let patterns: string[] = [];

/** The shell records every route the deployed remotes own (from /remotes.json). */
export function setRoutePatterns(list: string[]): void {
  patterns = [...list];
}

/**
 * Whether some deployed remote owns a route (path after the language), so a
 * link to a remote that is not deployed is hidden instead of leading to a 404.
 */
export const isRouteAvailable = (rest: string) =>
  patterns.some((pattern) => matchRoute(pattern, rest) !== null);

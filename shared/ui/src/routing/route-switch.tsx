import { matchRoute, parseLangPath } from '@elearn/platform';
import type { ComponentType } from 'react';
import { useLocationHref } from './use-location';

export type RouteComponent = ComponentType<{ params: Record<string, string> }>;

/** Renders the page whose pattern (after the language segment) matches the URL; the first match wins. */
export function RouteSwitch({ routes }: { routes: Record<string, RouteComponent> }) {
  const href = useLocationHref();
  const rest = parseLangPath(href.split('?')[0]!)?.rest ?? '/';
  for (const [pattern, Page] of Object.entries(routes)) {
    const params = matchRoute(pattern, rest);
    if (params) return <Page params={params} />;
  }
  return null;
}

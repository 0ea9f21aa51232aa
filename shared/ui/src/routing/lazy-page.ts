import { matchRoute, parseLangPath } from '@elearn/platform';
import { type LazyExoticComponent, lazy } from 'react';
import type { DeclaredRoute, RouteComponent } from './route-switch';

/** A page whose code loads on first render, or earlier through `preload`. */
export type LazyPage = LazyExoticComponent<RouteComponent> & { preload: () => Promise<unknown> };

/**
 * A remote's page in a chunk of its own, so one page does not carry another's code (the
 * dashboard loaded the landing's sections and icons). `preload` starts the download; the
 * render then waits for the same promise.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => RouteComponent): LazyPage {
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(
    lazy(() => preload().then((module) => ({ default: pick(module) }))),
    { preload },
  );
}

/**
 * Starts loading the page the URL shows, so its chunk downloads beside the remote's strings
 * instead of after them. Pages that are not lazy need nothing.
 */
export function preloadPageAt(
  routes: readonly DeclaredRoute[],
  pages: Readonly<Record<string, RouteComponent | LazyPage>>,
  href: string = window.location.href,
): void {
  const rest = parseLangPath(new URL(href).pathname)?.rest ?? '/';
  const route = routes.find((candidate) => matchRoute(candidate.path, rest));
  const page = route && pages[route.id];
  if (page && 'preload' in page) void page.preload();
}

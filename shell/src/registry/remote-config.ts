/**
 * /remotes.json: the remotes to compose, where each build lives and what it
 * mounts. Checked by hand rather than with zod: this runs on every page load,
 * including the guest landing, and zod would add ~89 KB gzip to it.
 */
import { LANGUAGES, type RouteMenu } from '@elearn/platform';

export type RouteAuth = 'required' | 'guest' | 'any';

export interface RouteEntry {
  /** Names the page in the remote's own route switch (pages are mapped by id). */
  id: string;
  /** Pattern after the language segment, e.g. "/course/:seo/forum". */
  path: string;
  /** required: signed-in only; guest: signed-out only; any: everyone. */
  auth: RouteAuth;
  /** Shown in the header's navigation or profile menu (routes.json's optional "menu"). */
  menu?: RouteMenu;
}

export interface RegionEntry {
  region: 'header' | 'tools';
  when: 'always' | 'signed-in';
}

export interface RemoteEntry {
  name: string;
  version: string;
  manifest: string;
  regions: RegionEntry[];
  routes: RouteEntry[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const oneOf = <T extends string>(value: unknown, options: readonly T[], fallback: T): T | null =>
  value === undefined ? fallback : options.includes(value as T) ? (value as T) : null;

/** A route's menu entry: a link needs a path without parameters and a label in every language. */
function parseMenu(value: unknown, path: string): RouteMenu | string {
  const raw = value as Partial<Record<keyof RouteMenu, unknown>> | null;
  if (!raw || typeof raw !== 'object') return 'menu must be an object';
  if (/[:*]/.test(path)) return 'a menu link needs a path without parameters';
  const places = raw.places;
  if (!Array.isArray(places) || places.length === 0 || !places.every((p) => p === 'nav' || p === 'profile'))
    return 'menu places must list "nav" and/or "profile"';
  if (typeof raw.order !== 'number' || !Number.isFinite(raw.order)) return 'menu order must be a number';
  const label = raw.label as Record<string, unknown> | undefined;
  const missing = LANGUAGES.filter((lang) => !isText(label?.[lang]));
  if (missing.length > 0) return `menu label misses ${missing.join(', ')}`;
  if (raw.roles !== undefined && (!Array.isArray(raw.roles) || !raw.roles.every(isText)))
    return 'menu roles must be a list of role names';
  const menu: RouteMenu = { places, order: raw.order, label: label as RouteMenu['label'] };
  return raw.roles ? { ...menu, roles: raw.roles as string[] } : menu;
}

function parseRoute(value: unknown): RouteEntry | string {
  const raw = value as Partial<Record<keyof RouteEntry, unknown>> | null;
  if (!raw || !isText(raw.path) || !raw.path.startsWith('/')) return 'route path must start with "/"';
  // Deploy gives every route an id; an entry deployed before ids existed is named by its path.
  const id = isText(raw.id) ? raw.id : raw.path;
  const auth = oneOf(raw.auth, ['required', 'guest', 'any'] as const, 'any');
  if (!auth) return `route ${raw.path}: unknown auth`;
  if (raw.menu === undefined) return { id, path: raw.path, auth };
  const menu = parseMenu(raw.menu, raw.path);
  return typeof menu === 'string' ? `route ${raw.path}: ${menu}` : { id, path: raw.path, auth, menu };
}

function parseRegion(value: unknown): RegionEntry | string {
  const raw = value as Partial<Record<keyof RegionEntry, unknown>> | null;
  const region = oneOf(raw?.region, ['header', 'tools'] as const, 'header');
  const when = oneOf(raw?.when, ['always', 'signed-in'] as const, 'always');
  if (!raw || raw.region === undefined || !region) return 'unknown region';
  return when ? { region, when } : `region ${region}: unknown "when"`;
}

function parseList<T>(value: unknown, parse: (item: unknown) => T | string): T[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return 'must be a list';
  const out: T[] = [];
  for (const item of value) {
    const parsed = parse(item);
    if (typeof parsed === 'string') return parsed;
    out.push(parsed);
  }
  return out;
}

/** One entry, or the reason it is unusable. */
export function parseRemoteEntry(value: unknown): RemoteEntry | string {
  const raw = value as Record<string, unknown> | null;
  if (!raw || typeof raw !== 'object') return 'not an object';
  if (!isText(raw.name) || !/^[a-z][a-z0-9-]*$/.test(raw.name))
    return 'name must be lower-case letters, digits and "-"';
  if (!isText(raw.version)) return 'version is missing';
  if (!isText(raw.manifest)) return 'manifest is missing';
  const regions = parseList(raw.regions, parseRegion);
  if (typeof regions === 'string') return `regions: ${regions}`;
  const routes = parseList(raw.routes, parseRoute);
  if (typeof routes === 'string') return `routes: ${routes}`;
  return { name: raw.name, version: raw.version, manifest: raw.manifest, regions, routes };
}

/**
 * Validates /remotes.json entry by entry: a bad entry is logged and skipped,
 * never allowed to stop the site.
 */
export function parseRemotes(json: unknown, log: (message: string) => void = console.error): RemoteEntry[] {
  const list = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) {
    log('remotes.json has no "remotes" list');
    return [];
  }
  const out: RemoteEntry[] = [];
  for (const item of list) {
    const parsed = parseRemoteEntry(item);
    if (typeof parsed === 'string')
      log(`Skipping remote entry ${JSON.stringify(item)?.slice(0, 200)}: ${parsed}`);
    else out.push(parsed);
  }
  return out;
}

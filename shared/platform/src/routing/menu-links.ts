import type { Lang } from './languages';

/** Where a route appears in the header: the main navigation, the profile menu, or both. */
export type MenuPlace = 'nav' | 'profile';

/**
 * A route's menu entry, declared in its remote's routes.json (`"menu"`). The
 * label is inline, in every language, so the header shows it before (or
 * without) the owning remote's strings.
 */
export interface RouteMenu {
  places: MenuPlace[];
  /** Position among the entries of a place, lowest first. */
  order: number;
  label: Record<Lang, string>;
  /** Only users of these roles see it; every role when absent. */
  roles?: string[];
}

/** One menu entry of the composed site: the route's path (no parameters), who may open it, and its entry. */
export interface MenuLink extends RouteMenu {
  path: string;
  auth: 'required' | 'guest' | 'any';
}

let links: MenuLink[] = [];

/** The shell records the menu entries the deployed remotes declare (from /remotes.json), in order. */
export function setMenuLinks(list: MenuLink[]): void {
  links = [...list].sort((a, b) => a.order - b.order);
}

/** The menu entries of every deployed remote: the header builds its navigation and profile menu from them. */
export const menuLinks = (): readonly MenuLink[] => links;

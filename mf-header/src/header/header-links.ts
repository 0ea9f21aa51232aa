import type { User } from '@elearn/contracts';
import { type Lang, type MenuLink, type MenuPlace, menuLinks } from '@elearn/platform';

/** A link of the header's menus: a route after the language and its label in the page's language. */
export interface HeaderLink {
  rest: string;
  label: string;
  order: number;
}

/** Whether someone (signed in or not, of a role) may follow a link: its route's auth and its menu's roles. */
function isFor(link: MenuLink, user: User | null): boolean {
  if (link.auth === 'required' && !user) return false;
  if (link.auth === 'guest' && user) return false;
  return !link.roles || (user !== null && link.roles.includes(user.role));
}

/**
 * The links of a header menu, from the routes the deployed remotes declare
 * (routes.json `menu`, composed by the shell): a remote's page shows up here
 * as soon as it is deployed, without a change to mf-header.
 */
export function headerLinks(
  place: MenuPlace,
  user: User | null,
  lang: Lang,
  links: readonly MenuLink[] = menuLinks(),
): HeaderLink[] {
  return links
    .filter((link) => link.places.includes(place) && isFor(link, user))
    .map((link) => ({ rest: link.path, label: link.label[lang] ?? link.label.en, order: link.order }));
}

/**
 * The year-ranking dialog (learners only, spec 2) listens to the bus event
 * 'ui:open-ranking' (rewards/learner-rewards): learners get a Ranking item in
 * the profile menu that emits it, after Calendar and before Tickets (spec 2).
 */
export const RANKING_ORDER = 25;

export type AccountItem =
  | { key: string; kind: 'link'; rest: string; label: string }
  | { key: 'ranking'; kind: 'event'; event: 'ui:open-ranking' }
  | { key: 'logout'; kind: 'logout' };

/**
 * The profile menu of the spec: the declared profile links (dashboard,
 * calendar, tickets, profile, … as their remotes are deployed) with Ranking
 * for learners among them by order, then Log out.
 */
export function accountItems(user: User, lang: Lang, links?: readonly MenuLink[]): AccountItem[] {
  const entries: Array<{ order: number; item: AccountItem }> = headerLinks('profile', user, lang, links).map(
    (link) => ({
      order: link.order,
      item: { key: link.rest, kind: 'link', rest: link.rest, label: link.label },
    }),
  );
  if (user.role === 'Learner')
    entries.push({ order: RANKING_ORDER, item: { key: 'ranking', kind: 'event', event: 'ui:open-ranking' } });
  return [
    ...entries.sort((a, b) => a.order - b.order).map((entry) => entry.item),
    { key: 'logout', kind: 'logout' },
  ];
}

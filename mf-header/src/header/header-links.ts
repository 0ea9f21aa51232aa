import type { Role } from '@elearn/contracts';
import { isRouteAvailable } from '@elearn/platform';

/** A place the header links to: a route after the language, shown only when a deployed remote owns it. */
export interface HeaderLink {
  /** Its string under header.nav / header.account. */
  key: string;
  rest: string;
}

const NAV_LINKS: HeaderLink[] = [
  { key: 'dashboard', rest: '/dashboard' },
  { key: 'searchCourses', rest: '/search-courses' },
  { key: 'searchPathways', rest: '/search-pathways' },
  { key: 'calendar', rest: '/calendar' },
];

/** The main navigation of a signed-in user: only links some deployed remote serves (no 404s). */
export const availableNavLinks = (): HeaderLink[] => NAV_LINKS.filter((link) => isRouteAvailable(link.rest));

/**
 * The year-ranking dialog (learners only, spec 2) listens to the bus event
 * 'ui:open-ranking' (rewards/learner-rewards): learners get a Ranking item in
 * the profile menu that emits it.
 */
export const RANKING_DIALOG_AVAILABLE = true;

export type AccountItem =
  | { key: string; kind: 'link'; rest: string }
  | { key: 'ranking'; kind: 'event'; event: 'ui:open-ranking' }
  | { key: 'logout'; kind: 'logout' };

/**
 * The profile menu of the spec: dashboard, calendar, ranking (learners),
 * tickets, profile, logout; links only when a deployed remote serves them.
 */
export function accountItems(role: Role, { ranking = RANKING_DIALOG_AVAILABLE } = {}): AccountItem[] {
  const link = (key: string, rest: string): AccountItem[] =>
    isRouteAvailable(rest) ? [{ key, kind: 'link', rest }] : [];
  return [
    ...link('dashboard', '/dashboard'),
    ...link('calendar', '/calendar'),
    ...(ranking && role === 'Learner'
      ? [{ key: 'ranking', kind: 'event', event: 'ui:open-ranking' } as const]
      : []),
    ...link('tickets', '/tickets'),
    ...link('profile', '/profile'),
    { key: 'logout', kind: 'logout' },
  ];
}

import { menuLinks, setMenuLinks } from '@elearn/platform';
import { parseRemotes } from '../registry/remote-config';
import { menuLinksOf } from './menu-links';

const label = (en: string) => ({ en, ar: `${en} (ar)`, fr: `${en} (fr)`, de: `${en} (de)` });
const remote = (name: string, routes: unknown[]) => ({
  name,
  version: '1.0.0',
  manifest: `/remotes/${name}/1.0.0/mf-manifest.json`,
  routes,
});

describe("the header's menu links from /remotes.json", () => {
  it('collects the routes that declare a menu entry, from every remote, in order', () => {
    const remotes = parseRemotes({
      remotes: [
        remote('mf-learning', [
          { id: 'landing', path: '/', auth: 'any' },
          {
            id: 'dashboard',
            path: '/dashboard',
            auth: 'required',
            menu: { places: ['nav', 'profile'], order: 10, label: label('Dashboard') },
          },
        ]),
        remote('mf-tickets', [
          {
            id: 'tickets',
            path: '/tickets',
            auth: 'required',
            menu: { places: ['profile'], order: 30, label: label('Tickets'), roles: ['Learner'] },
          },
          { id: 'ticket', path: '/tickets/:id', auth: 'required' },
        ]),
        remote('mf-calendar', [
          {
            id: 'calendar',
            path: '/calendar',
            auth: 'required',
            menu: { places: ['nav', 'profile'], order: 20, label: label('Calendar') },
          },
        ]),
      ],
    });
    setMenuLinks(menuLinksOf(remotes));
    expect(menuLinks().map((link) => [link.path, link.places, link.auth, link.roles])).toEqual([
      ['/dashboard', ['nav', 'profile'], 'required', undefined],
      ['/calendar', ['nav', 'profile'], 'required', undefined],
      ['/tickets', ['profile'], 'required', ['Learner']],
    ]);
    expect(menuLinks()[1]?.label.ar).toBe('Calendar (ar)');
  });

  it('refuses a menu entry on a path with parameters, without a label in every language, or with an unknown place', () => {
    const log = jest.fn();
    const entry = (menu: unknown, path = '/calendar') => remote('mf-calendar', [{ id: 'c', path, menu }]);
    const parsed = parseRemotes(
      {
        remotes: [
          entry({ places: ['nav'], order: 1, label: label('Course') }, '/course/:seo'),
          entry({ places: ['nav'], order: 1, label: { en: 'Calendar' } }),
          entry({ places: ['footer'], order: 1, label: label('Calendar') }),
          entry({ places: ['nav'], label: label('Calendar') }),
        ],
      },
      log,
    );
    expect(parsed).toEqual([]);
    expect(log.mock.calls.map(([message]) => String(message).replace(/.*: /, ''))).toEqual([
      'a menu link needs a path without parameters',
      'menu label misses ar, fr, de',
      'menu places must list "nav" and/or "profile"',
      'menu order must be a number',
    ]);
  });
});

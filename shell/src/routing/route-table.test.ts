import type { RemoteEntry } from '../registry/remote-config';
import { findRouteOwner } from './route-table';

const remote = (name: string, paths: string[]): RemoteEntry => ({
  name,
  version: '1',
  manifest: '/m.json',
  regions: [],
  routes: paths.map((path, i) => ({ id: `r${i}`, path, auth: 'any' })),
});
const remotes = [
  remote('mf-learning', ['/', '/dashboard']),
  remote('mf-header', ['/login', '/dashboard/announcements', '/dashboard/ranking-reward/:rewardId']),
  remote('mf-forum', ['/course/:seo/forum', '/course/:seo/forum/:postSeo']),
];
const owner = (path: string) => findRouteOwner(remotes, path)?.remote.name ?? 'not-found';

describe('findRouteOwner (who mounts in the main region; nobody means the 404 page)', () => {
  it('gives each declared route to its remote, in any language', () => {
    expect(owner('/en')).toBe('mf-learning');
    expect(owner('/ar/dashboard')).toBe('mf-learning');
    expect(owner('/fr/dashboard/announcements')).toBe('mf-header');
    expect(owner('/de/course/algebra/forum/hello')).toBe('mf-forum');
  });

  it('reads a trailing slash as the same page', () => {
    expect(owner('/en/')).toBe('mf-learning');
    expect(owner('/en/dashboard/')).toBe('mf-learning');
    expect(owner('/en/course/algebra/forum/')).toBe('mf-forum');
  });

  it('leaves unknown paths to the 404 page', () => {
    for (const path of [
      '/en/nowhere',
      '/en/nowhere/',
      // almost a route: a missing parameter, a wrong literal, one segment short
      '/en/course/forum',
      '/en/course/algebra/forums',
      '/en/dashboard/ranking-reward',
      // deep paths under a remote's prefix
      '/en/dashboard/announcements/x',
      '/en/course/algebra/forum/hello/extra/deeper',
      '/en/login/again',
      // a malformed escape in a parameter
      '/en/course/%E0%A4%A/forum',
    ]) {
      expect([path, owner(path)]).toEqual([path, 'not-found']);
    }
  });

  it('owns nothing outside a language prefix (the guard adds one first)', () => {
    expect(findRouteOwner(remotes, '/dashboard')).toBeNull();
  });
});

import type { RemoteEntry } from '../registry/remote-config';
import { redirectFor } from './guard';

const remotes: RemoteEntry[] = [
  {
    name: 'mf-header',
    version: '1',
    manifest: '/m.json',
    regions: [],
    routes: [
      { id: 'login', path: '/login', auth: 'guest' },
      { id: 'profile', path: '/profile', auth: 'required' },
    ],
  },
  {
    name: 'mf-learning',
    version: '1',
    manifest: '/m.json',
    regions: [],
    routes: [{ id: 'landing', path: '/', auth: 'any' }],
  },
];
const at = (path: string) => new URL(path, 'http://site.test');

describe('route guard', () => {
  it('gives a path without a known language one', () => {
    expect(redirectFor(at('/xx/profile?a=1'), remotes, false)).toBe('/en/profile?a=1');
    expect(redirectFor(at('/'), remotes, false)).toBe('/en');
  });

  it('sends a guest on a protected route to login with backTo', () => {
    expect(redirectFor(at('/ar/profile'), remotes, false)).toBe('/ar/login?backTo=%2Far%2Fprofile');
  });

  it('lets everyone see public routes and unknown paths (the 404 page)', () => {
    expect(redirectFor(at('/en'), remotes, false)).toBeNull();
    expect(redirectFor(at('/en/nowhere'), remotes, true)).toBeNull();
    expect(redirectFor(at('/en/profile'), remotes, true)).toBeNull();
  });

  it('sends a signed-in user on an auth page on to backTo', () => {
    expect(redirectFor(at('/fr/login?backTo=%2Ffr%2Fprofile'), remotes, true)).toBe('/fr/profile');
    expect(redirectFor(at('/fr/login'), remotes, true)).toBe('/fr/dashboard');
    expect(redirectFor(at('/fr/login?backTo=https%3A%2F%2Fevil.test'), remotes, true)).toBe('/fr/dashboard');
  });
});

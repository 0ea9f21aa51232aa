import { patternsOverlap, routeProblems } from '../../scripts/lib/route-overlap.mjs';

describe('patternsOverlap (what deploy refuses between two remotes)', () => {
  it('sees identical patterns and patterns matching the same paths', () => {
    expect(patternsOverlap('/dashboard', '/dashboard')).toBe(true);
    expect(patternsOverlap('/dashboard/', '/dashboard')).toBe(true);
    expect(patternsOverlap('/course/:seo', '/course/:slug')).toBe(true);
    expect(patternsOverlap('/course/:seo/forum', '/course/algebra/:tab')).toBe(true);
    expect(patternsOverlap('/dashboard/*', '/dashboard/announcements')).toBe(true);
    expect(patternsOverlap('/dashboard/*', '/dashboard')).toBe(true);
    expect(patternsOverlap('/*', '/login')).toBe(true);
  });

  it('lets different lengths and different literals live side by side', () => {
    expect(patternsOverlap('/course/:seo', '/course/:seo/forum')).toBe(false);
    expect(patternsOverlap('/course/:seo/forum', '/course/:seo/forum/:postSeo')).toBe(false);
    expect(patternsOverlap('/dashboard', '/dashboard/announcements')).toBe(false);
    expect(patternsOverlap('/login', '/register')).toBe(false);
    expect(patternsOverlap('/', '/dashboard')).toBe(false);
    expect(patternsOverlap('/dashboard/*', '/profile')).toBe(false);
  });
});

describe('routeProblems', () => {
  const learning = { name: 'mf-learning', routes: [{ id: 'dashboard', path: '/dashboard' }] };

  it('accepts the routes the site has today', () => {
    const header = [
      { id: 'announcements', path: '/dashboard/announcements' },
      { id: 'ranking-reward', path: '/dashboard/ranking-reward/:rewardId' },
    ];
    expect(routeProblems('mf-header', header, [learning])).toEqual([]);
  });

  it('names both remotes and both patterns of an overlap, and ignores the remote itself', () => {
    expect(routeProblems('mf-x', [{ id: 'x', path: '/dashboard' }], [learning])).toEqual([
      `mf-x: route "/dashboard" overlaps mf-learning's route "/dashboard" (both would match the same URLs)`,
    ]);
    expect(routeProblems('mf-learning', learning.routes, [learning])).toEqual([]);
  });

  it('wants a unique id on every route', () => {
    expect(
      routeProblems(
        'mf-x',
        [{ path: '/a' }, { id: 'b', path: '/b' }, { id: 'b', path: '/c' }, { id: 'd' }],
        [],
      ),
    ).toEqual([
      'mf-x: route "/a" needs an id (App maps its page by id)',
      'mf-x: route id "b" is used twice',
      'mf-x: route {"id":"d"} needs a path starting with "/"',
    ]);
  });
});

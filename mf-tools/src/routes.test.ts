import { pageMismatches } from '@elearn/ui';
import { pages } from './app';
import routesJson from './routes.json';

describe('routes.json and the pages of App', () => {
  it('gives every route a page and every page a route', () => {
    expect(pageMismatches(routesJson.routes, pages)).toEqual([]);
  });

  it('mounts in the tools region for signed-in users only', () => {
    expect(routesJson.regions).toEqual([{ region: 'tools', when: 'signed-in' }]);
  });

  it('lists the study corners in the menus of learners', () => {
    expect(routesJson.routes.map((r) => r.path)).toEqual([
      '/dashboard/study-corners',
      '/dashboard/study-corner/:id',
    ]);
    expect(routesJson.routes[0]!.menu).toMatchObject({ roles: ['Learner'] });
  });
});

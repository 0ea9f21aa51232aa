import { pageMismatches } from '@elearn/ui';
import { pages } from './app';
import routesJson from './routes.json';

describe('routes.json and the pages of App', () => {
  it('gives every route a page and every page a route', () => {
    expect(pageMismatches(routesJson.routes, pages)).toEqual([]);
  });
});

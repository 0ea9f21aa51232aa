import { forumPath, forumPostPath, matchRoute } from '@elearn/platform';
import { pageMismatches } from '@elearn/ui';
import { pages } from './app';
import routesJson from './routes.json';

describe('routes.json and the pages of App', () => {
  it('gives every route a page and every page a route', () => {
    expect(pageMismatches(routesJson.routes, pages)).toEqual([]);
  });
});

describe('the forum addresses every other remote links to', () => {
  it('are the routes this remote serves', () => {
    const path = (id: string) => routesJson.routes.find((route) => route.id === id)!.path;
    expect(matchRoute(path('forum-list'), forumPath('algebra-foundations'))).toEqual({
      seo: 'algebra-foundations',
    });
    expect(matchRoute(path('forum-post'), forumPostPath('algebra', 'a-question'))).toEqual({
      seo: 'algebra',
      postSeo: 'a-question',
    });
  });
});

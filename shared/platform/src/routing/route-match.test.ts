import { matchRoute } from './route-match';

describe('matchRoute', () => {
  it('matches exact paths only', () => {
    expect(matchRoute('/dashboard', '/dashboard')).toEqual({});
    expect(matchRoute('/dashboard', '/dashboard/announcements')).toBeNull();
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/', '/login')).toBeNull();
  });

  it('captures parameters', () => {
    expect(matchRoute('/course/:seo', '/course/algebra%20one')).toEqual({ seo: 'algebra one' });
    expect(matchRoute('/course/:seo', '/course/algebra/forum')).toBeNull();
  });

  it('treats a malformed escape as no match, not a crash', () => {
    expect(matchRoute('/course/:seo', '/course/%E0%A4%A')).toBeNull();
  });

  it('matches any rest after a trailing star', () => {
    expect(matchRoute('/dashboard/study/*', '/dashboard/study/1/2/3/4')).toEqual({});
    expect(matchRoute('/dashboard/study/*', '/dashboard/study')).toEqual({});
    expect(matchRoute('/dashboard/study/*', '/dashboard/studylog/1')).toBeNull();
  });
});

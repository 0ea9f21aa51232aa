import { parseRemotes } from './remote-config';

const good = {
  name: 'mf-header',
  version: '1.0.0-abc',
  manifest: '/remotes/mf-header/1.0.0-abc/mf-manifest.json',
  regions: [{ region: 'header', when: 'always' }],
  routes: [
    { id: 'login', path: '/login', auth: 'guest' },
    { id: 'profile', path: '/profile' },
  ],
};

describe('parseRemotes', () => {
  it('keeps valid entries and fills defaults', () => {
    const [entry] = parseRemotes({ remotes: [good] });
    expect(entry?.routes).toEqual([
      { id: 'login', path: '/login', auth: 'guest' },
      { id: 'profile', path: '/profile', auth: 'any' },
    ]);
  });

  it('skips and logs a bad entry without dropping the others', () => {
    const log = jest.fn();
    const bad = [
      { ...good, name: 'Bad Name' },
      { ...good, manifest: '' },
      { ...good, routes: [{ path: 'login' }] },
      { ...good, routes: [{ id: 'x', path: '/x', auth: 'admins' }] },
      { ...good, regions: [{ region: 'footer' }] },
      null,
    ];
    const result = parseRemotes({ remotes: [...bad, { ...good, name: 'mf-learning' }] }, log);
    expect(result.map((r) => r.name)).toEqual(['mf-learning']);
    expect(log).toHaveBeenCalledTimes(bad.length);
  });

  it('names a route without an id (deployed before ids existed) by its path', () => {
    const [entry] = parseRemotes({ remotes: [{ ...good, routes: [{ path: '/profile' }] }] });
    expect(entry?.routes).toEqual([{ id: '/profile', path: '/profile', auth: 'any' }]);
  });

  it('survives a file without a list', () => {
    const log = jest.fn();
    expect(parseRemotes({}, log)).toEqual([]);
    expect(parseRemotes(null, log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
  });
});

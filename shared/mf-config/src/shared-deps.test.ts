import { HOST_PROVIDES, packageOf, SHARED_SINGLETONS } from './shared-deps';
import { federationName } from './webpack-config';

describe('shared dependency table', () => {
  it('says which modules the shell provides for every shared key', () => {
    expect(Object.keys(HOST_PROVIDES).sort()).toEqual([...SHARED_SINGLETONS].sort());
    for (const [key, modules] of Object.entries(HOST_PROVIDES)) {
      for (const module of modules) expect(module.startsWith(packageOf(key))).toBe(true);
    }
  });

  it('shares subpaths of the packages whose deep imports are used', () => {
    expect(SHARED_SINGLETONS).toEqual(expect.arrayContaining(['react/', 'react-dom/', '@elearn/ui/']));
    expect(packageOf('react-dom/')).toBe('react-dom');
  });

  it('derives identifier-safe federation names', () => {
    expect(federationName('mf-header')).toBe('mf_header');
  });
});

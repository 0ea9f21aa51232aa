import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('provides every subpath export of the shared workspace packages (a remote cannot bundle its own copy)', () => {
    const packages = [
      ['@elearn/contracts/', 'contracts'],
      ['@elearn/ui/', 'ui'],
    ] as const;
    for (const [key, folder] of packages) {
      // The sibling workspace folder: mf-config does not depend on these packages.
      const manifest = readFileSync(join(__dirname, '..', '..', folder, 'package.json'), 'utf8');
      const { exports } = JSON.parse(manifest) as { exports: Record<string, string> };
      const subpaths = Object.keys(exports)
        .filter((entry) => entry.startsWith('./') && !entry.endsWith('.json'))
        .map((entry) => `${key}${entry.slice(2)}`);
      expect(HOST_PROVIDES[key]).toEqual(expect.arrayContaining(subpaths));
    }
  });

  it('derives identifier-safe federation names', () => {
    expect(federationName('mf-header')).toBe('mf_header');
  });
});

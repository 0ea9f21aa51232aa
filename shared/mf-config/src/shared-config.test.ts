import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedConfig } from './webpack-config';

jest.mock('./versions', () => ({
  installedVersion: () => '1.2.3',
  declaredDependencies: () => new Set(['react', 'react-dom', '@elearn/ui', 'formik']),
}));

describe('sharedConfig', () => {
  it('lets the shell provide every shared singleton with its version', () => {
    const shell = sharedConfig('/apps/shell', 'host');
    expect(shell.react).toEqual({ singleton: true, requiredVersion: '^1.2.3', version: '1.2.3' });
    expect(shell.dayjs).toBeDefined();
    expect(shell['@elearn/ui/']).toBeDefined();
  });

  it('has a remote consume, without a copy, only the shared packages it declares', () => {
    const remote = sharedConfig('/apps/mf-demo', 'remote');
    expect(Object.keys(remote).sort()).toEqual([
      '@elearn/ui',
      '@elearn/ui/',
      'react',
      'react-dom',
      'react-dom/',
      'react/',
    ]);
    expect(remote['react-dom/']).toEqual({ singleton: true, requiredVersion: '^1.2.3', import: false });
  });

  it('provides a package shared in part from a module that re-exports only the names the site uses', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shell-'));
    try {
      const subset = sharedConfig(dir, 'host')['react-i18next']?.import;
      expect(subset).toEqual(join(dir, 'node_modules/.cache/elearn-shared/react_i18next.mjs'));
      expect(readFileSync(subset as string, 'utf8')).toContain(
        "export { I18nextProvider, initReactI18next, useTranslation } from 'elearn-whole-package/react-i18next';",
      );
      // A remote still consumes the key itself, with no copy of its own.
      expect(sharedConfig(dir, 'remote')['react-i18next']).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostConfig, sharedConfig } from './webpack-config';

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

describe('hostConfig', () => {
  it('hands the remotes the one federation runtime the shell runs, from its ES module build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shell-'));
    try {
      const federation = hostConfig({ dir, name: 'shell' }).plugins?.find(
        (plugin) => plugin?.constructor.name === 'ModuleFederationPlugin',
      ) as unknown as { _options: { runtimePlugins: string[]; experiments: Record<string, unknown> } };
      const provider = federation._options.runtimePlugins[0] ?? '';
      // Its CommonJS build would require the runtime's CommonJS build: a second copy in main.js.
      expect(provider).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
      expect(readFileSync(provider, 'utf8')).toMatch(
        /^import \* as runtimeCore from "@module-federation\/runtime-tools\/runtime-core";/m,
      );
      expect(federation._options.experiments.provideExternalRuntime).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

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
});

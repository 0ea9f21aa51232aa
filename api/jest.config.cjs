const preset = require('../jest.preset.cjs')();
const ESM_ONLY = ['jose', 'content-disposition', 'cookie'].join('|');

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // ESM-only dependencies (jose, content-disposition, cookie): swc turns them into CommonJS like our own code.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${ESM_ONLY})@|(${ESM_ONLY})/))`],
  testTimeout: 60_000,
  maxWorkers: 2,
};

const preset = require('../jest.preset.cjs')();
// ESM-only dependencies: swc turns them into CommonJS like our own code.
const ESM_ONLY = [
  'jose',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer/inflate',
  '@borewit/text-codec',
  'content-disposition',
  'cookie',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
]
  // pnpm's store folder spells a scoped name @scope+name.
  .flatMap((name) => (name.startsWith('@') ? [name, name.replace('/', '\\+')] : [name]))
  .join('|');

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/close-servers.ts'],
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${ESM_ONLY})@|(${ESM_ONLY})/))`],
  testTimeout: 30_000,
  // Each test file runs its own PGlite process (~400 MB): two at a time on two cores.
  maxWorkers: 2,
};

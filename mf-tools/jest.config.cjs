// Lexical (Eve's question box) ships ES modules only: swc turns them into CommonJS like our code.
const ESM_ONLY = [
  'lexical',
  '@lexical\\+[a-z0-9-]+',
  '@lexical/[a-z0-9-]+',
  '@preact\\+signals-core',
  '@preact/signals-core',
].join('|');

module.exports = {
  ...require('../jest.preset.cjs')({ dom: true }),
  setupFilesAfterEnv: [require.resolve('../scripts/jest-dom-setup.cjs')],
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${ESM_ONLY})@|(${ESM_ONLY})/))`],
  // The first render compiles the lazy menu and calculator: seconds on a busy 2-core machine.
  testTimeout: 20_000,
};

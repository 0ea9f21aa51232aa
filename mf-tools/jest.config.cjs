// marked (the Markdown parser of Eve's question box, through @tiptap/markdown) ships ES modules only:
// swc turns it into CommonJS like our code.
const ESM_ONLY = 'marked';

module.exports = {
  ...require('../jest.preset.cjs')({ dom: true }),
  setupFilesAfterEnv: [require.resolve('../scripts/jest-dom-setup.cjs')],
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/${ESM_ONLY}@|${ESM_ONLY}/))`],
  // The first render compiles the lazy menu and calculator: seconds on a busy 2-core machine.
  testTimeout: 20_000,
};

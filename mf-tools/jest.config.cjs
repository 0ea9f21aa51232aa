module.exports = {
  ...require('../jest.preset.cjs')({ dom: true }),
  setupFilesAfterEnv: [require.resolve('../scripts/jest-dom-setup.cjs')],
  // The first render compiles the lazy menu and calculator: seconds on a busy 2-core machine.
  testTimeout: 20_000,
};

module.exports = {
  ...require('../jest.preset.cjs')({ dom: true }),
  setupFilesAfterEnv: [require.resolve('../scripts/jest-dom-setup.cjs')],
  // The first signed-in render compiles every lazy part of the header (bells, dialogs, antd overlays):
  // seconds on a busy 2-core machine.
  testTimeout: 20_000,
};

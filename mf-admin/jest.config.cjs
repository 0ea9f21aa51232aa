module.exports = {
  ...require('../jest.preset.cjs')({ dom: true }),
  setupFilesAfterEnv: [require.resolve('../scripts/jest-dom-setup.cjs')],
  // antd's dialogs render slowly in jsdom on a busy 2-core machine (as in mf-header).
  testTimeout: 20_000,
};

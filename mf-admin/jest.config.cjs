module.exports = {
  ...require('../jest.preset.cjs')({ dom: true }),
  setupFilesAfterEnv: [require.resolve('../scripts/jest-dom-setup.cjs')],
};

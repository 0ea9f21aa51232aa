module.exports = {
  ...require('../jest.preset.cjs')({ dom: true }),
  setupFilesAfterEnv: [require.resolve('../scripts/jest-dom-setup.cjs'), '<rootDir>/test/setup.ts'],
};

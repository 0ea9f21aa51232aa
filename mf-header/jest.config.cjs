const preset = require('../jest.preset.cjs')({ dom: true });

// The header renders its signed-in part and its pages with React.lazy: let swc
// turn import() into require() so the tests render them as the browser does.
const [[pattern, [compiler, options]]] = Object.entries(preset.transform);

module.exports = {
  ...preset,
  transform: {
    [pattern]: [compiler, { ...options, module: { ...options.module, ignoreDynamic: false } }],
  },
  setupFilesAfterEnv: [require.resolve('../scripts/jest-dom-setup.cjs'), '<rootDir>/test/setup.ts'],
};

const preset = require('../jest.preset.cjs')({ dom: true });

// The deploy tests import the scripts' plain ES modules (.mjs) as well.
module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
};

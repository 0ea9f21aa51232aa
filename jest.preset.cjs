// One jest setup for every package: swc compiles TypeScript and JSX, jsdom for UI code.
/** @param {{ dom?: boolean }} [opts] */
module.exports = function preset(opts = {}) {
  return {
    testEnvironment: opts.dom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          // import() becomes require(), so React.lazy pages render in tests as in the browser.
          module: { type: 'commonjs', ignoreDynamic: false },
        },
      ],
    },
    testMatch: ['**/?(*.)test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg)$': require.resolve('./scripts/jest-asset-stub.cjs'),
      // The browser build imports antd per component from its ES modules (ADR 0004); jest runs CommonJS.
      '^antd/es/(.*)$': 'antd/lib/$1',
    },
  };
};

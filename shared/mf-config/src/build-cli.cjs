#!/usr/bin/env node
// `elearn-build`: builds the app in the current folder. Plain JS so it needs no
// compile step itself; tsx lets it load the TypeScript configs.
require('tsx/cjs/api').register();
const { buildApp } = require('./build.ts');
buildApp(process.cwd()).then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

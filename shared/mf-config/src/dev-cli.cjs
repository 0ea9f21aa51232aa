#!/usr/bin/env node
// `elearn-dev`: serves the remote in the current folder from webpack-dev-server
// on DEV_PORT, rebuilding on every change (see docs/adding-a-remote.md).
require('tsx/cjs/api').register();
const { serveRemote } = require('./dev-server.ts');
serveRemote(process.cwd(), Number(process.env.DEV_PORT ?? 8081)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

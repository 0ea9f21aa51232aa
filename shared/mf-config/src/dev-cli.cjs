#!/usr/bin/env node
// `elearn-dev`: serves the remote in the current folder from webpack-dev-server
// on DEV_PORT, rebuilding on every change (see docs/adding-a-remote.md). With
// SHELL_DIR and API_URL it is also the remote's own page: the shell composing it alone.
require('tsx/cjs/api').register();
const { serveRemote } = require('./dev-server.ts');
const { SHELL_DIR, API_URL } = process.env;
const standalone = SHELL_DIR && API_URL ? { shellDir: SHELL_DIR, apiUrl: API_URL } : undefined;
serveRemote(process.cwd(), Number(process.env.DEV_PORT ?? 8081), standalone).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

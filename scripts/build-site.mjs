#!/usr/bin/env node
import { deployRemote, deployShell, describeChange, remoteNames } from './lib/deploy.mjs';
// Builds the shell and every remote, then deploys them all into deploy/
// (what `npm start` serves). Two builds run at a time: the machine has 2 cores.
import { pnpm } from './pnpm.mjs';

const started = Date.now();
const filters = ['shell', ...remoteNames()].flatMap((name) => ['--filter', name]);
if (pnpm([...filters, '--workspace-concurrency=2', 'run', 'build']) !== 0) {
  console.error('build failed');
  process.exit(1);
}
deployShell();
for (const name of remoteNames()) {
  console.log(`deployed ${describeChange(deployRemote(name))}`);
}
console.log(`site built in ${((Date.now() - started) / 1000).toFixed(0)} s`);

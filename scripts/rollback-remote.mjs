#!/usr/bin/env node
// Switches a remote back to a version kept in deploy/, without building:
//   npm run rollback:remote -- mf-header            (the version deployed before the live one)
//   npm run rollback:remote -- mf-header 1.0.0-abc  (a named kept version)
// Live on the next page load, like a deploy.
import { describeChange, rollbackRemote } from './lib/deploy.mjs';

const [name, version] = process.argv.slice(2);
if (!name) {
  console.error('usage: rollback-remote.mjs mf-<name> [version]');
  process.exit(2);
}
try {
  console.log(`rolled back ${describeChange(rollbackRemote(name, version))}`);
} catch (error) {
  console.error(`rollback refused: ${error.message}`);
  process.exit(1);
}

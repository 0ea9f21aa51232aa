#!/usr/bin/env node
// Builds one remote and deploys it alone:  npm run deploy:remote -- mf-header
// (add --no-build to deploy the current dist). The running site serves the new
// version on the next page load; the shell is not rebuilt. A build whose
// manifest does not load, or whose routes clash with another remote's, is refused.
import { deployRemote, describeChange, remoteNames } from './lib/deploy.mjs';
import { pnpm } from './pnpm.mjs';

const [name, ...flags] = process.argv.slice(2);
if (!name || !remoteNames().includes(name)) {
  console.error(`usage: deploy-remote.mjs <${remoteNames().join('|')}> [--no-build]`);
  process.exit(2);
}
if (!flags.includes('--no-build') && pnpm(['--filter', name, 'run', 'build']) !== 0) process.exit(1);
try {
  const change = deployRemote(name);
  console.log(`deployed ${describeChange(change)}`);
} catch (error) {
  console.error(`deploy refused: ${error.message}`);
  process.exit(1);
}

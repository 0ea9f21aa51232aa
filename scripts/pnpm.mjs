#!/usr/bin/env node
// Runs the pinned pnpm through npx: corepack's signature check fails on this
// network, and a global install is not something a fresh machine has.
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '10.34.9';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PREFIX = 'elearn-pg-';
const OWNER = 'owner.pid';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A private folder for the embedded database's unix socket, marked with this
 * process's id so that a later start can tell it is stale after a kill -9.
 */
export function makeSocketDir(root = tmpdir()): string {
  const dir = mkdtempSync(join(root, PREFIX));
  writeFileSync(join(dir, OWNER), String(process.pid));
  return dir;
}

/**
 * Removes the socket folders of API processes that died without cleaning up
 * (kill -9, a crash): each names its owner, and an owner that is gone leaves
 * a stale folder. Returns how many were removed.
 */
export function removeStaleSocketDirs(root = tmpdir()): number {
  let removed = 0;
  for (const name of readdirSync(root)) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = join(root, name);
    try {
      const owner = Number(readFileSync(join(dir, OWNER), 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) continue;
    } catch {
      // No owner file yet (another start is making it) or not ours to judge: leave it.
      continue;
    }
    rmSync(dir, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeSocketDir, removeStaleSocketDirs } from '../src/db/socket-dirs';

describe('embedded database socket folders', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'socket-dirs-test-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const folder = (name: string, owner?: string) => {
    const dir = join(root, name);
    mkdirSync(dir);
    if (owner !== undefined) writeFileSync(join(dir, 'owner.pid'), owner);
    return dir;
  };

  it('removes the folders of processes that are gone (kill -9) and keeps live ones', () => {
    const mine = makeSocketDir(root);
    const dead = folder('elearn-pg-dead', '999999999');
    const garbage = folder('elearn-pg-garbage', 'not a pid');
    const other = folder('something-else', '999999999');
    expect(removeStaleSocketDirs(root)).toBe(2);
    expect(existsSync(mine)).toBe(true);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(garbage)).toBe(false);
    expect(existsSync(other)).toBe(true);
  });

  it('leaves a folder without an owner alone: another start may be making it right now', () => {
    folder('elearn-pg-new');
    expect(removeStaleSocketDirs(root)).toBe(0);
    expect(readdirSync(root)).toEqual(['elearn-pg-new']);
  });
});

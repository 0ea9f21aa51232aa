import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findUndeclaredImports, moduleRequests, packageName } from './check-imports';

const ROOT = resolve(__dirname, '../../..');

/** A throw-away workspace: files by path, package.json files as objects. */
function workspace(files: Record<string, string | object>): string {
  const root = mkdtempSync(join(tmpdir(), 'imports-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

describe('declared imports', () => {
  it('holds for every workspace package of this repository', () => {
    expect(findUndeclaredImports(ROOT)).toEqual([]);
  });

  it('fails a remote that imports a package it does not declare, or ships a devDependency', () => {
    const root = workspace({
      'package.json': { name: 'root' },
      'shared/ui/package.json': { name: '@elearn/ui' },
      'mf-forum/package.json': {
        name: 'mf-forum',
        dependencies: { react: '19.3.1' },
        devDependencies: { '@elearn/testing': '^1.0.0' },
      },
      'mf-forum/src/when.ts': "import dayjs from 'dayjs/esm';\nimport { useState } from 'react';",
      'mf-forum/src/render.ts': "export { aUser } from '@elearn/testing';",
      'mf-forum/src/when.test.ts':
        "import { aUser } from '@elearn/testing';\nimport { readFileSync } from 'node:fs';",
    });
    try {
      expect(findUndeclaredImports(root)).toEqual([
        { where: 'mf-forum', file: 'src/render.ts', pkg: '@elearn/testing', devOnly: true },
        { where: 'mf-forum', file: 'src/when.ts', pkg: 'dayjs', devOnly: false },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads every kind of module request', () => {
    const code = `import a from 'a'; import type { B } from 'b'; export * from 'c'; export { d } from 'd';
      import 'e'; const f = () => import('f'); require('g'); jest.mock('h'); type I = import('i').I;`;
    expect(moduleRequests(code, 'x.ts')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  it('names the package of a request, ignoring paths and Node builtins', () => {
    expect(packageName('@tiptap/react/menus')).toBe('@tiptap/react');
    expect(packageName('dayjs/plugin/utc')).toBe('dayjs');
    expect(packageName('./local')).toBeNull();
    expect(packageName('node:fs')).toBeNull();
    expect(packageName('path')).toBeNull();
  });
});

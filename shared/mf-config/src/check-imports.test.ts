import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  assertSharedExports,
  findUndeclaredImports,
  findUnsharedExports,
  importedNames,
  moduleRequests,
  packageName,
} from './check-imports';
import { SHARED_EXPORTS } from './shared-deps';

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

describe('packages the shell shares in part (SHARED_EXPORTS)', () => {
  it('provides every value this repository imports from them', () => {
    expect(findUnsharedExports(ROOT, SHARED_EXPORTS)).toEqual([]);
  });

  it('reads value imports, ignoring type-only ones', () => {
    const code = `import { useTranslation, type TFunction } from 'react-i18next';
      import type { Trans } from 'react-i18next'; import * as all from 'react-i18next';
      export { Trans as T } from 'react-i18next'; const lazy = () => import('react-i18next');
      import { other } from 'react-i18next/x';`;
    expect(importedNames(code, 'x.tsx', 'react-i18next')).toEqual(['useTranslation', '*', 'Trans', '*']);
  });

  it("fails a remote's build that imports a name the shell does not provide, naming file and name", () => {
    const root = workspace({
      'shell/package.json': { name: 'shell' },
      'mf-forum/package.json': { name: 'mf-forum' },
      'mf-forum/src/post.tsx': "import { Trans, useTranslation } from 'react-i18next';",
      'mf-forum/src/post.test.tsx': "import { Translation } from 'react-i18next';",
      'shared/ui/package.json': { name: '@elearn/ui' },
      'shared/ui/src/x.ts': "import { withTranslation } from 'react-i18next';",
    });
    const shared = { 'react-i18next': ['useTranslation'] };
    try {
      expect(findUnsharedExports(root, shared)).toEqual([
        { where: 'mf-forum', file: 'src/post.tsx', pkg: 'react-i18next', name: 'Trans' },
        { where: 'shared/ui', file: 'src/x.ts', pkg: 'react-i18next', name: 'withTranslation' },
      ]);
      expect(() => assertSharedExports(join(root, 'mf-forum'), shared)).toThrow(
        /mf-forum\/src\/post\.tsx: Trans from react-i18next/,
      );
      expect(() => assertSharedExports(join(root, 'shell'), shared)).toThrow(/shared\/ui\/src\/x\.ts/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { parseSync } from '@swc/core';

export interface UndeclaredImport {
  /** Workspace package folder, relative to the root ("mf-forum"; "." for the root). */
  where: string;
  file: string;
  /** The npm package imported ("dayjs", "@tiptap/react"). */
  pkg: string;
  /** Declared, but only as a devDependency, while shipped code imports it. */
  devOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'deploy', 'data', 'results', 'test-results', '.git']);
const BUILTINS = new Set(builtinModules);

/** Workspace packages: the root, shell, api, e2e, bench, every mf-* and shared/*. */
export function workspacePackages(root: string): string[] {
  const dirs = ['.', 'shell', 'api', 'e2e', 'bench'];
  for (const name of readdirSync(root)) if (name.startsWith('mf-')) dirs.push(name);
  for (const name of readdirSync(join(root, 'shared'))) dirs.push(join('shared', name));
  return dirs.filter((d) => existsSync(join(root, d, 'package.json')));
}

/** Source files of a package, not descending into nested packages (the root holds the others). */
function sourceFiles(dir: string, top = true): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIP_DIRS.has(entry.name) || existsSync(join(path, 'package.json'))) continue;
      if (top && entry.name === 'shared') continue;
      out.push(...sourceFiles(path, false));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every module request in a file: static and type imports, re-exports, import(), require(), jest.mock(). */
export function moduleRequests(code: string, file: string): string[] {
  const ast = parseSync(code, {
    syntax: 'typescript',
    tsx: file.endsWith('x') || file.endsWith('.js'),
    target: 'es2022',
  });
  const found: string[] = [];
  const pushLiteral = (node: unknown) => {
    const literal = node as { type?: string; value?: unknown };
    if (literal?.type === 'StringLiteral' && typeof literal.value === 'string') found.push(literal.value);
  };
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const n = node as Record<string, unknown> & { type?: string };
    const source = n.source as { value?: string } | undefined;
    if (
      (n.type === 'ImportDeclaration' ||
        n.type === 'ExportAllDeclaration' ||
        n.type === 'ExportNamedDeclaration') &&
      typeof source?.value === 'string'
    )
      found.push(source.value);
    if (n.type === 'TsImportType') pushLiteral(n.argument);
    if (n.type === 'CallExpression' && isModuleCall(n.callee)) {
      const args = n.arguments as { expression: unknown }[];
      // require.resolve(x, { paths }) resolves from another package (the one under test): not an import of this one.
      if (args.length === 1) pushLiteral(args[0]!.expression);
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(ast.body);
  return found;
}

/** import(), require(), require.resolve(), jest.mock/requireActual(). */
function isModuleCall(callee: unknown): boolean {
  const c = callee as {
    type?: string;
    value?: string;
    object?: { value?: string };
    property?: { value?: string };
  };
  if (c?.type === 'Import') return true;
  if (c?.type === 'Identifier') return c.value === 'require';
  if (c?.type === 'MemberExpression')
    return (
      (c.object?.value === 'require' && c.property?.value === 'resolve') ||
      (c.object?.value === 'jest' && ['mock', 'requireActual', 'unmock'].includes(c.property?.value ?? ''))
    );
  return false;
}

/** The npm package of a bare request ("@tiptap/react/menus" → "@tiptap/react"), or null for paths and builtins. */
export function packageName(request: string): string | null {
  if (/^[./]/.test(request) || request.startsWith('node:') || BUILTINS.has(request)) return null;
  const parts = request.split('/');
  const name = request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return BUILTINS.has(name) ? null : name;
}

/** Shipped code: a package's src/, outside tests. Configs, tests, scripts and test helpers may use devDependencies. */
const isShipped = (file: string) =>
  /(^|\/)src\//.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)(test|e2e|bench)\//.test(file);

/**
 * Imports of packages a workspace package does not declare. pnpm lets such an
 * import work only by accident (hoisting, a sibling's copy), and a remote
 * copied by the recipe would not build; shipped code must not import a
 * devDependency either.
 */
export function findUndeclaredImports(root: string): UndeclaredImport[] {
  const problems: UndeclaredImport[] = [];
  for (const where of workspacePackages(root)) {
    const dir = join(root, where);
    const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const runtime = new Set([json.name, ...Object.keys({ ...json.dependencies, ...json.peerDependencies })]);
    const dev = new Set(Object.keys(json.devDependencies ?? {}));
    for (const path of sourceFiles(dir)) {
      const file = relative(dir, path);
      const shipped = where !== '.' && where !== 'e2e' && where !== 'bench' && isShipped(file);
      const seen = new Set<string>();
      for (const request of moduleRequests(readFileSync(path, 'utf8'), path)) {
        const pkg = packageName(request);
        if (!pkg || seen.has(pkg) || runtime.has(pkg)) continue;
        seen.add(pkg);
        if (!dev.has(pkg)) problems.push({ where, file, pkg, devOnly: false });
        else if (shipped) problems.push({ where, file, pkg, devOnly: true });
      }
    }
  }
  return problems.sort((a, b) =>
    `${a.where}/${a.file}/${a.pkg}`.localeCompare(`${b.where}/${b.file}/${b.pkg}`),
  );
}

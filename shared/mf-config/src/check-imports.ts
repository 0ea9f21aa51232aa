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

type AstNode = Record<string, unknown> & { type?: string };

/** Parses a TypeScript (or TSX) file and calls `onNode` for every node of its syntax tree. */
function walk(code: string, file: string, onNode: (node: AstNode) => void): void {
  const ast = parseSync(code, {
    syntax: 'typescript',
    tsx: file.endsWith('x') || file.endsWith('.js'),
    target: 'es2022',
  });
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    onNode(node as AstNode);
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(ast.body);
}

/** Every module request in a file: static and type imports, re-exports, import(), require(), jest.mock(). */
export function moduleRequests(code: string, file: string): string[] {
  const found: string[] = [];
  const pushLiteral = (node: unknown) => {
    const literal = node as { type?: string; value?: unknown };
    if (literal?.type === 'StringLiteral' && typeof literal.value === 'string') found.push(literal.value);
  };
  walk(code, file, (n) => {
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
  });
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

export interface UnsharedExport {
  /** Workspace package folder ("mf-forum"). */
  where: string;
  file: string;
  pkg: string;
  /** The export imported ("Trans"; "*" for a namespace import, export * or import()). */
  name: string;
}

/** Value imports (not `import type`) of `pkg` in a file: the names, "*" for a whole-module import. */
export function importedNames(code: string, file: string, pkg: string): string[] {
  const names: string[] = [];
  const nameOf = (node: { value?: string } | null | undefined) => node?.value ?? '';
  walk(code, file, (n) => {
    const source = (n.source as { value?: string } | undefined)?.value;
    if (source === pkg && n.type === 'ImportDeclaration' && !n.typeOnly)
      for (const s of n.specifiers as {
        type: string;
        isTypeOnly?: boolean;
        local: object;
        imported?: object;
      }[]) {
        if (s.type === 'ImportNamespaceSpecifier') names.push('*');
        else if (s.type === 'ImportDefaultSpecifier') names.push('default');
        else if (!s.isTypeOnly) names.push(nameOf((s.imported ?? s.local) as { value?: string }));
      }
    if (source === pkg && n.type === 'ExportNamedDeclaration' && !n.typeOnly)
      for (const s of n.specifiers as { type: string; isTypeOnly?: boolean; orig?: object }[])
        names.push(
          s.type === 'ExportSpecifier' && !s.isTypeOnly ? nameOf(s.orig as { value?: string }) : '*',
        );
    if (source === pkg && n.type === 'ExportAllDeclaration') names.push('*');
    if (n.type === 'CallExpression' && (n.callee as { type?: string })?.type === 'Import') {
      const arg = (n.arguments as { expression: { type?: string; value?: string } }[])[0]?.expression;
      if (arg?.type === 'StringLiteral' && arg.value === pkg) names.push('*');
    }
  });
  return names.filter((name) => name !== '');
}

/** Packages whose code runs in the browser: the shell, the remotes and the shared modules they load. */
const BROWSER_PACKAGE = (where: string) =>
  where === 'shell' ||
  where.startsWith('mf-') ||
  (where.startsWith('shared/') && !/mf-config|testing/.test(where));

/** The shell's table that makes webpack provide each shared key: it names every key whole, by design. */
const PROVIDER_TABLE = 'src/boot/provided-shared.ts';

/**
 * Values shipped browser code imports from a package the shell shares in part (SHARED_EXPORTS)
 * that the shell does not provide: at run time they would be undefined. `only` limits the search
 * to some workspace packages (a remote's own build checks itself).
 */
export function findUnsharedExports(
  root: string,
  shared: Partial<Record<string, readonly string[]>>,
  only?: readonly string[],
): UnsharedExport[] {
  const problems: UnsharedExport[] = [];
  for (const where of only ?? workspacePackages(root).filter(BROWSER_PACKAGE)) {
    const dir = join(root, where);
    for (const path of sourceFiles(dir)) {
      const file = relative(dir, path);
      if (!isShipped(file) || (where === 'shell' && file === PROVIDER_TABLE)) continue;
      const code = readFileSync(path, 'utf8');
      for (const [pkg, provided] of Object.entries(shared)) {
        if (!code.includes(pkg)) continue;
        for (const name of importedNames(code, path, pkg))
          if (!provided?.includes(name)) problems.push({ where, file, pkg, name });
      }
    }
  }
  return problems;
}

/**
 * Fails the build of `dir` when it imports a value the shell does not provide of a package shared
 * in part. The shell's build checks the shared packages it bundles (platform, ui, i18n) as well.
 */
export function assertSharedExports(dir: string, shared: Partial<Record<string, readonly string[]>>): void {
  const root = join(dir, '..');
  const where = relative(root, dir);
  const only =
    where === 'shell'
      ? ['shell', ...workspacePackages(root).filter((d) => d.startsWith('shared/') && BROWSER_PACKAGE(d))]
      : [where];
  const problems = findUnsharedExports(root, shared, only);
  if (problems.length === 0) return;
  const lines = problems.map((p) => `  ${p.where}/${p.file}: ${p.name} from ${p.pkg}`);
  throw new Error(
    `The shell provides only part of these packages (SHARED_EXPORTS in @elearn/mf-config's shared-deps.ts); add these names there and rebuild the shell first:\n${lines.join('\n')}`,
  );
}

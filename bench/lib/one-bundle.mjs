/**
 * The bundles bench's baseline: the same shell and remotes built as ONE application, without Module
 * Federation. esbuild bundles the shell's entry (`shell/src/index.ts`) with code splitting (ESM,
 * minified, es2020, production React); the federation runtime (`@module-federation/enhanced/runtime`)
 * and its retry plugin are replaced by a stub whose `loadRemote('mf_x/spa')` is a plain
 * `import('<root>/mf-x/src/spa.tsx')` (and the same for every module a remote exposes). So every
 * package exists once by construction, shared code is split by use like any single-page app, and the
 * pages lazy-load exactly the chunks they import — what a monolith of the same routes would ship.
 * Served by the same API (its /remotes.json still says which remote owns which route), it is
 * measured in the browser like the federated build.
 *
 * Answers the folder to use as STATIC_DIR (a deploy/ layout: shell/, remotes.json, remotes/).
 */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
// The API's esbuild (api/build.mjs): no package of the bench's own.
const { build } = createRequire(join(ROOT, 'api/package.json'))('esbuild');

/** Each remote's exposed modules, from its webpack.config.ts (`'./Name': './src/…'`), plus ./spa. */
export function exposedModules() {
  const out = {};
  for (const name of readdirSync(ROOT)
    .filter((n) => n.startsWith('mf-'))
    .sort()) {
    const config = join(ROOT, name, 'webpack.config.ts');
    if (!existsSync(config)) continue;
    const modules = { spa: join(ROOT, name, 'src/spa.tsx') };
    for (const [, key, file] of readFileSync(config, 'utf8').matchAll(
      /'\.\/([\w-]+)':\s*'\.\/(src\/[^']+)'/g,
    ))
      modules[key] = join(ROOT, name, file);
    out[name.replace(/[^a-zA-Z0-9_]/g, '_')] = modules;
  }
  return out;
}

function runtimeStub() {
  const cases = Object.entries(exposedModules()).flatMap(([remote, modules]) =>
    Object.entries(modules).map(
      ([key, file]) =>
        `    case ${JSON.stringify(`${remote}/${key}`)}: return import(${JSON.stringify(file)});`,
    ),
  );
  return [
    'export function registerRemotes() {}',
    'export function registerPlugins() {}',
    'export function loadRemote(id) {',
    '  switch (id) {',
    ...cases,
    "    default: return Promise.reject(new Error('no module ' + id + ' in the one-bundle build'));",
    '  }',
    '}',
  ].join('\n');
}

const noFederation = {
  name: 'no-federation',
  setup(b) {
    b.onResolve({ filter: /^@module-federation\/(enhanced\/runtime|retry-plugin)$/ }, (args) => ({
      path: args.path,
      namespace: 'stub',
    }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, (args) => ({
      contents: args.path.endsWith('retry-plugin')
        ? "export function RetryPlugin() { return { name: 'no-retry' }; }"
        : runtimeStub(),
      resolveDir: ROOT,
      loader: 'js',
    }));
  },
};

/**
 * Builds the one-bundle site from today's sources into a fresh temp folder beside `deployDir`'s
 * remotes.json; answers { dir, ms }.
 */
export async function buildOneBundle(deployFolder) {
  const deployDir = resolve(deployFolder);
  const dir = mkdtempSync(join(tmpdir(), 'elearn-one-bundle-'));
  const shellDir = join(dir, 'shell');
  const started = performance.now();
  await build({
    entryPoints: { main: join(ROOT, 'shell/src/index.ts') },
    outdir: shellDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    chunkNames: '[name]-[hash]',
    plugins: [noFederation],
    logLevel: 'error',
  });
  const ms = Math.round(performance.now() - started);
  // The shell's page, its script swapped for the one bundle's entry (an ES module).
  const html = readFileSync(join(deployDir, 'shell/index.html'), 'utf8').replace(
    /<script defer src=["']?\/main\.js[^>]*>/,
    '<script type="module" src="/main.js">',
  );
  writeFileSync(join(shellDir, 'index.html'), html);
  cpSync(join(deployDir, 'remotes.json'), join(dir, 'remotes.json'));
  symlinkSync(join(deployDir, 'remotes'), join(dir, 'remotes'));
  return { dir, ms };
}

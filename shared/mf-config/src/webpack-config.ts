import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { type BrotliOptions, constants } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import {
  type Configuration,
  NormalModuleReplacementPlugin,
  type PathData,
  type WebpackPluginInstance,
} from 'webpack';
import { packageOf, SHARED_EXPORTS, SHARED_SINGLETONS } from './shared-deps';
import { declaredDependencies, installedVersion } from './versions';

const require = createRequire(__filename);

export interface AppOptions {
  /** Folder of the app (where its package.json is). */
  dir: string;
  /** Package name, e.g. "mf-header"; the federation name is derived from it. */
  name: string;
  /** Modules this remote exposes; a remote always exposes "./spa". */
  exposes?: Record<string, string>;
}

/** "mf-header" → "mf_header": federation names end up as JS identifiers. */
export const federationName = (name: string) => name.replace(/[^a-zA-Z0-9_]/g, '_');

type SharedConfig = Record<
  string,
  { singleton: true; requiredVersion: string; import?: false | string; eager?: boolean; version?: string }
>;

/**
 * The host provides every singleton (lazily, behind its async boundary); a
 * remote consumes them with `import: false`, so it never ships a copy of its
 * own. A remote shares only the packages its package.json declares: it lists
 * what it imports and nothing more, and an undeclared import fails its build.
 */
export function sharedConfig(dir: string, role: 'host' | 'remote'): SharedConfig {
  const declared = role === 'remote' ? declaredDependencies(dir) : null;
  const out: SharedConfig = {};
  for (const key of SHARED_SINGLETONS) {
    const pkg = packageOf(key);
    if (declared && !declared.has(pkg)) continue;
    const version = installedVersion(pkg, dir);
    const subset = SHARED_EXPORTS[key];
    const common = { singleton: true, requiredVersion: `^${version}` } as const;
    if (role === 'remote') out[key] = { ...common, import: false };
    else if (subset) out[key] = { ...common, version, import: subsetModule(dir, key, subset) };
    else out[key] = { ...common, version };
  }
  return out;
}

const SUBSET_PREFIX = 'elearn-whole-package/';

/** `elearn-whole-package/react-i18next` → the package, past the shared key's consume hook. */
const subsetAliases = () =>
  Object.fromEntries(Object.keys(SHARED_EXPORTS).map((key) => [`${SUBSET_PREFIX}${key}$`, key]));

/**
 * The module the shell provides for a package of SHARED_EXPORTS: those names, re-exported. It
 * imports the package through an alias (subsetAliases) so that webpack resolves the package itself
 * rather than the shared key this module stands for; written only when its text changes, so
 * webpack's cache holds.
 */
function subsetModule(dir: string, key: string, names: readonly string[]): string {
  const file = join(dir, 'node_modules/.cache/elearn-shared', `${key.replace(/[^a-zA-Z0-9]+/g, '_')}.mjs`);
  const code = `// The part of ${key} the site uses (@elearn/mf-config shared-deps.ts, SHARED_EXPORTS).\nexport { ${names.join(', ')} } from '${SUBSET_PREFIX}${key}';\n`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== code) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, code);
  }
  return file;
}

/**
 * Brotli (quality 11) and gzip (-9) copies of every text file beside it, made once per build
 * (webpack's cache keeps them across rebuilds) so the server never compresses a built file
 * at request time (api/src/site/site.ts serves them).
 */
function precompressed(): WebpackPluginInstance[] {
  const test = /\.(js|json|html|css|svg|txt)$/;
  return [
    new CompressionPlugin<BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
    }),
  ];
}

/**
 * Every @ant-design/icons icon renders through one core component; a remote's icons use the
 * shell's copy ('@elearn/ui/icon-base', a shared module) instead of bundling their own.
 */
const sharedIconBase = () =>
  new NormalModuleReplacementPlugin(/^\.\.\/components\/AntdIconLight$/, (resource) => {
    if (/[\\/]@ant-design[\\/]icons[\\/]/.test(resource.context)) resource.request = '@elearn/ui/icon-base';
  });

/**
 * A chunk's file name. A Web Worker's chunk (`new Worker(new URL('./x.worker.ts', import.meta.url),
 * { name: 'x' })`: webpack makes it an entry of its own, loaded from the remote's public path) has a
 * runtime of its own, and the federation runtime in it asks for its file name before content hashes
 * exist: it is named `x.worker.js`, without a hash. The folder a remote version is deployed to
 * changes with any content (scripts/lib/deploy.mjs), so the name still never serves stale code.
 */
export function chunkFilename(pathData: PathData): string {
  const chunk = pathData.chunk;
  const ownRuntime = !!chunk && 'hasRuntime' in chunk && chunk.hasRuntime();
  return ownRuntime ? '[name].worker.js' : '[name].[contenthash:8].js';
}

/**
 * Packages whose modules do nothing when imported but whose package.json does not say so. antd's
 * form context (imported by Menu, Tooltip, Input…) takes only `FormProvider` from
 * @rc-component/form; without the flag its index pulls the whole form and async-validator (~12 KB
 * gzip) onto every page with a menu.
 */
const sideEffectFree = [{ test: /[\\/]@rc-component[\\/]form[\\/]es[\\/]/, sideEffects: false }];

function baseConfig(opts: AppOptions, role: 'host' | 'remote'): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const minify = process.env.MF_MINIFY !== '0';
  return {
    context: opts.dir,
    mode: production ? 'production' : 'development',
    devtool: process.env.MF_SOURCE_MAPS === '1' ? 'source-map' : false,
    output: {
      path: join(opts.dir, 'dist'),
      // A remote's chunks load next to its remoteEntry.js, wherever that version is deployed
      // ("auto"); the shell is always served from the site root, at any deep URL.
      publicPath: role === 'host' ? '/' : 'auto',
      // Federated entries cannot carry [contenthash]; the shell's index.html adds a ?hash instead.
      filename: '[name].js',
      chunkFilename,
      uniqueName: federationName(opts.name),
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        ...sideEffectFree,
        {
          test: /\.(ts|tsx)$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // A remote's React is the shell's: under `npm run dev` that is the production
                // build, which has no jsx-dev-runtime, so only the host compiles JSX for dev.
                transform: { react: { runtime: 'automatic', development: !production && role === 'host' } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    optimization: { minimize: production && minify },
    performance: { hints: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: join(opts.dir, 'node_modules/.cache/webpack'),
      // Build flags change the output: they must change the cache key too.
      version: JSON.stringify({ production, minify, maps: process.env.MF_SOURCE_MAPS ?? '' }),
      buildDependencies: { config: [__filename, join(__dirname, 'shared-deps.ts')] },
    },
    stats: 'errors-warnings',
  };
}

/** Webpack config of a remote: exposes ./spa and emits mf-manifest.json. */
export function remoteConfig(opts: AppOptions): Configuration {
  return {
    ...baseConfig(opts, 'remote'),
    entry: {},
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(opts.name),
        filename: 'remoteEntry.js',
        exposes: { './spa': './src/spa.tsx', ...opts.exposes },
        shared: sharedConfig(opts.dir, 'remote'),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        // The shell provides the federation runtime: a remote does not ship its own ~28 KB copy.
        experiments: { externalRuntime: true },
        dts: false,
      }),
      sharedIconBase(),
      ...precompressed(),
    ],
  };
}

/**
 * The runtime plugin that hands the shell's federation runtime to the remotes (what
 * `provideExternalRuntime` adds), in its ES module build. The option adds it by `require.resolve`,
 * that is its CommonJS build, which requires the runtime's CommonJS build: the shell then carried
 * two copies of the runtime, ~22 KB gzip on every page.
 */
function provideRuntimePlugin(): string {
  const enhanced = dirname(require.resolve('@module-federation/enhanced/webpack'));
  const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [enhanced],
  });
  return plugin.replace(/\.cjs$/, '.js');
}

/** Webpack config of the shell: the single-spa root and federation host. */
export function hostConfig(opts: AppOptions): Configuration {
  const template = resolve(opts.dir, 'src/index.html');
  const base = baseConfig(opts, 'host');
  return {
    ...base,
    optimization: {
      ...base.optimization,
      // Each antd component and icon is its own shared module (ADR 0004); what they have in common
      // (antd's core, rc-components, the icon base) must go to chunks of its own, not repeat in each:
      // webpack's default only splits out parts of 20 KB and more.
      splitChunks: { chunks: 'async', minSize: 2000, maxAsyncRequests: 50 },
    },
    entry: { main: './src/index.ts' },
    resolve: { ...base.resolve, alias: subsetAliases() },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(opts.name),
        remotes: {},
        shared: sharedConfig(opts.dir, 'host'),
        shareStrategy: 'loaded-first',
        runtimePlugins: [provideRuntimePlugin()],
        experiments: {
          // A browser-only site: leaves the SDK's Node script loader out of the runtime. Remotes are
          // registered by their remoteEntry.js (not their manifest), so the snapshot plugin goes too.
          optimization: { target: 'web', disableSnapshot: true },
        },
        dts: false,
      }),
      new HtmlWebpackPlugin({
        template: existsSync(template) ? template : 'auto',
        inject: 'body',
        hash: true,
      }),
      ...precompressed(),
    ],
  };
}

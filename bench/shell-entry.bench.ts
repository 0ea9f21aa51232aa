/**
 * What the shell's entry chunk (main.js, on every page) is made of: its modules
 * grouped by package, each group's share of the minified gzip size estimated
 * from its share of the unminified source. Measures the Module Federation
 * runtime against its goal (~30 KB gzip). Rebuilds the shell into a temporary
 * folder (webpack's cache makes that quick after `npm run build`).
 *
 *   node scripts/pnpm.mjs --filter bench shell-entry
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = join(__dirname, '..');
const shellRequire = createRequire(join(ROOT, 'shell/package.json'));

interface ModuleJson {
  name?: string;
  size?: number;
  modules?: ModuleJson[];
}
interface StatsJson {
  outputPath?: string;
  chunks?: { names?: string[]; modules?: ModuleJson[] }[];
}
type Webpack = (
  config: unknown,
  done: (err: Error | null, stats?: { toJson(o: object): StatsJson }) => void,
) => void;

function groupOf(name: string): string {
  const pkg =
    /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(name);
  if (pkg) return pkg[1]!.replace('\\', '/');
  if (/^webpack\/runtime|^webpack\/container|^provide shared|^consume shared|federation/.test(name))
    return `webpack runtime: ${name.split(/[ /]/).slice(0, 2).join(' ')}`;
  return 'shell source';
}

async function main() {
  require('tsx/cjs/api').register();
  const webpack = shellRequire('webpack') as Webpack;
  const config = shellRequire(join(ROOT, 'shell/webpack.config.ts')).default;
  config.output = { ...config.output, path: mkdtempSync(join(tmpdir(), 'elearn-shell-entry-')) };
  const stats = await new Promise<{ toJson(o: object): StatsJson }>((done, fail) =>
    webpack(config, (err, result) => (err || !result ? fail(err) : done(result))),
  );
  const json = stats.toJson({ all: false, chunks: true, chunkModules: true, assets: true, outputPath: true });
  const main = json.chunks!.find((c) => c.names?.includes('main'))!;
  const gzip = gzipSync(readFileSync(join(json.outputPath!, 'main.js')), { level: 9 }).length;
  const groups = new Map<string, number>();
  const visit = (modules: ModuleJson[]) => {
    for (const m of modules) {
      if (m.modules?.length) visit(m.modules);
      else groups.set(groupOf(m.name ?? ''), (groups.get(groupOf(m.name ?? '')) ?? 0) + (m.size ?? 0));
    }
  };
  visit(main.modules ?? []);
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  console.log(`main.js: ${(gzip / 1024).toFixed(1)} KB gzip -9`);
  console.log('| part | source | ≈ gzip |\n|---|---|---|');
  for (const [group, size] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(
      `| ${group} | ${(size / 1024).toFixed(1)} KB | ${((gzip * size) / total / 1024).toFixed(1)} KB |`,
    );
}

void main();

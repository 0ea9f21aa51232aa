#!/usr/bin/env node
// Compiles the API into one file, dist/main.js, that plain `node` runs (`npm start`):
// no TypeScript loader resident. The workspace packages (@elearn/contracts, TypeScript
// sources) are bundled in; the API's own dependencies stay in node_modules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@elearn/'));

await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(here, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

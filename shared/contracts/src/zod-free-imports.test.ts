import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * zod (~89 KB gzip) must load only where a form validates or a payload is
 * parsed (ADR 0004). Browser code takes plain values from
 * '@elearn/contracts/constants'; from the index it imports types, and values
 * only when they are schemas.
 */
const ROOT = join(__dirname, '../../..');
const BROWSER_DIRS = ['shell/src', 'shared/platform/src', 'shared/ui/src', 'shared/i18n/src'].concat(
  readdirSync(ROOT)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Names imported as values from the contracts' index in `source`. */
function valueImportsOfIndex(source: string): string[] {
  const names: string[] = [];
  for (const [, kind, list] of source.matchAll(/import (type )?\{([^}]*)\} from '@elearn\/contracts';/g)) {
    if (kind) continue;
    for (const name of list!.split(',').map((s) => s.trim()))
      if (name && !name.startsWith('type ')) names.push(name);
  }
  return names;
}

describe('browser code and zod', () => {
  it('imports only schemas from the contracts index, every constant from /constants', () => {
    const offending: string[] = [];
    for (const dir of BROWSER_DIRS)
      for (const file of sourceFiles(join(ROOT, dir)))
        for (const name of valueImportsOfIndex(readFileSync(file, 'utf8')))
          if (!/Schema$/.test(name)) offending.push(`${relative(ROOT, file)}: ${name}`);
    expect(offending).toEqual([]);
  });

  it('keeps the constants entry free of zod', () => {
    expect(readFileSync(join(__dirname, 'constants.ts'), 'utf8')).not.toMatch(/from ['"]zod['"]|from '\.\//);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ANTD_COMPONENTS } from './shared-deps';

const ROOT = join(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('antd components shared one key each (ADR 0004)', () => {
  it('provides every component a remote or the shell imports (a missing one has no provider at run time)', () => {
    const dirs = ['shell/src', 'shared/ui/src', ...readdirSync(ROOT).filter((n) => n.startsWith('mf-'))].map(
      (d) => join(ROOT, d.startsWith('mf-') ? `${d}/src` : d),
    );
    const used = new Set<string>();
    for (const file of dirs.flatMap(sources))
      for (const [, kind, name] of readFileSync(file, 'utf8').matchAll(
        /import (type )?[^;]*? from 'antd\/es\/([a-z-]+)'/g,
      ))
        if (!kind && name !== 'locale') used.add(name!);
    const provided = new Set<string>(ANTD_COMPONENTS);
    expect([...used].filter((name) => !provided.has(name))).toEqual([]);
  });
});

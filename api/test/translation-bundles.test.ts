import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BUNDLED_LOCALES } from '../src/modules/translation/bundled-locales';
import { bundledText } from '../src/modules/translation/bundled-strings';

// The API's copy of the bundled strings is the browser's: every locale file of the site is in it.

const root = join(__dirname, '../..');
function localeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return localeFiles(path);
    return /\/locales\/(.+\/)?(en|ar|fr|de)\.ts$/.test(path) ? [relative(root, path)] : [];
  });
}

it('reads every locale file of the site', async () => {
  const source = (await import('node:fs')).readFileSync(
    join(root, 'api/src/modules/translation/bundled-locales.ts'),
    'utf8',
  );
  const dirs = readdirSync(root).filter((d) => d.startsWith('mf-') || d === 'shared');
  const files = dirs.flatMap((d) => localeFiles(join(root, d)));
  expect(files.length).toBeGreaterThan(90);
  expect(files.filter((f) => !source.includes(`'../../../../${f.slice(0, -3)}'`))).toEqual([]);
  expect(Object.keys(BUNDLED_LOCALES)).toContain('common');
});

it('knows the English text of a key of a remote, a part of it and the common strings', () => {
  expect(bundledText('en', 'mf-header:auth.register.title')).toBe('Create your account');
  expect(bundledText('de', 'mf-header:account.keepThisDevice')).toBe('Auf diesem Gerät angemeldet bleiben');
  expect(bundledText('en', 'mf-learning:dashboard.greetingFirstNoName')).toBe('Welcome!');
  expect(bundledText('en', 'common:nothing.here')).toBeNull();
  expect(bundledText('en', 'mf-header:auth')).toBeNull();
});

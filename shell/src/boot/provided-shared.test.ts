import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST_PROVIDES } from '@elearn/mf-config/src/shared-deps';

describe('modules the shell provides', () => {
  it('references every module of the shared table, and nothing else', () => {
    // Read as text: importing the file would load every shared module.
    const source = readFileSync(join(__dirname, 'provided-shared.ts'), 'utf8');
    const referenced = [...source.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]).sort();
    expect(referenced).toEqual(Object.values(HOST_PROVIDES).flat().sort());
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Vector {
  id: number;
  payload: string;
}
// The corpus lives in the repository (test-data/xss/README.md names its source and licence).
const CORPUS_FILE = join(__dirname, '../../test-data/xss/xss-h5sc.json');
/** The XSS vectors every surface storing HTML is tried with. */
export const XSS_VECTORS = (JSON.parse(readFileSync(CORPUS_FILE, 'utf8')) as { items: Vector[] }).items;

/** Nothing in stored HTML may run: no script, no handler attribute, no javascript: URL, no iframe. */
export function expectInert(html: string, id: number) {
  const tags = html.match(/<[^>]*>/g) ?? [];
  const problems = [
    /<script/i.test(html) && 'script',
    /<iframe/i.test(html) && 'iframe',
    tags.some((t) => /\son\w+\s*=/i.test(t)) && 'on* attribute',
    tags.some((t) => /javascript:|data:|vbscript:/i.test(t)) && 'javascript: URL',
    tags.some((t) => /\sstyle\s*=/i.test(t)) && 'style',
    tags.some(
      (t) => !/^<\/?(p|br|strong|em|u|s|a|ul|ol|li|blockquote|code|pre|h2|h3|h4|img)(\s|\/?>)/i.test(t),
    ) && 'tag',
  ].filter(Boolean);
  expect([id, problems]).toEqual([id, []]);
}

import { Readable } from 'node:stream';
import { findNul, jsonDepthExceeds, MAX_JSON_DEPTH } from '../src/http/input-guards';

describe('jsonDepthExceeds', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('lets payloads of ordinary depth through', () => {
    expect(jsonDepthExceeds('{"a":[{"b":[1,2]}]}', MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
  });

  it('stops at one level too deep, in arrays and objects', () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`, MAX_JSON_DEPTH)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(JSON.stringify({ content: '['.repeat(500) }), 4)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ content: `\\"${'{'.repeat(50)}` }), 4)).toBe(false);
  });
});

describe('findNul', () => {
  it('names the field of the first NUL, nested or in a key', () => {
    expect(findNul({ a: 'fine', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(findNul({ 'k\u0000': 1 })).toBe('k');
    expect(findNul('\u0000')).toBe('body');
  });

  it('finds nothing in clean input', () => {
    expect(findNul({ a: 'مرحبا', b: [1, null, true], c: '\u200b' })).toBeNull();
    expect(findNul(undefined)).toBeNull();
  });
});

describe('findNul on raw bodies', () => {
  it('never walks an upload byte by byte (buffers, typed arrays, streams)', () => {
    const entries = jest.spyOn(Object, 'entries');
    try {
      const upload = Buffer.alloc(3 * 1024 * 1024);
      expect(findNul(upload)).toBeNull();
      expect(findNul(new Uint8Array(1024))).toBeNull();
      expect(findNul({ file: upload })).toBeNull();
      expect(findNul(Readable.from(['a\u0000']))).toBeNull();
      // Only the plain object above was walked, never the bytes.
      expect(entries.mock.calls.map(([walked]) => walked)).toEqual([{ file: upload }]);
    } finally {
      entries.mockRestore();
    }
  });
});

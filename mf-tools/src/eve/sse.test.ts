import { parseSse } from './sse';

describe('parseSse', () => {
  it('returns whole events and keeps a partial one for the next chunk', () => {
    const first = parseSse('data: {"type":"token","text":"He"}\n\ndata: {"type":"tok');
    expect(first.events).toEqual([{ type: 'token', text: 'He' }]);
    const second = parseSse(`${first.rest}en","text":"llo"}\n\ndata: {"type":"done"}\n\n`);
    expect(second.events).toEqual([{ type: 'token', text: 'llo' }, { type: 'done' }]);
    expect(second.rest).toBe('');
  });
});

import { PAINT_SIZE, paintCacheKey, strokeStyle } from './paint-rules';

describe('PDF drawing rules', () => {
  it('draws the pen black, the highlight yellow at half opacity, and erases by clearing', () => {
    expect(strokeStyle('pen', PAINT_SIZE.pen)).toEqual({
      stroke: '#000000',
      opacity: 1,
      strokeWidth: 2,
      composite: 'source-over',
    });
    expect(strokeStyle('highlight', 10)).toMatchObject({ stroke: '#ffeb3b', opacity: 0.5 });
    expect(strokeStyle('erase', 10).composite).toBe('destination-out');
  });

  it('keeps sizes within 1 to 50', () => {
    expect(strokeStyle('pen', 0).strokeWidth).toBe(1);
    expect(strokeStyle('pen', 80).strokeWidth).toBe(50);
  });

  it('keys the local copy by file, user and page', () => {
    expect(paintCacheKey('f1', 'u1', 3)).toBe('materials-paint:f1:u1:3');
  });
});

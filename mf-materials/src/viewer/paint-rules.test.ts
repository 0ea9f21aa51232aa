import {
  cleanText,
  nextTextSpot,
  PAINT_SIZE,
  type PaintMark,
  paintCacheKey,
  SAVE_WIDTH,
  savePixelRatio,
  strokeStyle,
  textStyle,
} from './paint-rules';

const text = (y: number, value = 'Note', size = 2): PaintMark => ({
  kind: 'text',
  size,
  x: 0.2,
  y,
  text: value,
});

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

  it('writes text in black, its font growing with the size control', () => {
    expect(textStyle(PAINT_SIZE.pen)).toMatchObject({ fill: '#000000', fontSize: 16 });
    expect(textStyle(1).fontSize).toBe(14);
    expect(textStyle(50).fontSize).toBe(112);
    expect(textStyle(500).fontSize).toBe(112);
  });

  it('places text from the keyboard near the top, then each under the last', () => {
    expect(nextTextSpot([], 1000)).toEqual({ x: 0.05, y: 0.05 });
    const line: PaintMark = { kind: 'line', tool: 'pen', size: 2, points: [0.5, 0.9] };
    // 16 px at line height 1.2 on a 1000 px page: 0.0192 further down, two lines twice that.
    expect(nextTextSpot([text(0.1), line], 1000).y).toBeCloseTo(0.1192);
    expect(nextTextSpot([text(0.1, 'a\nb')], 1000).y).toBeCloseTo(0.1384);
    expect(nextTextSpot([text(0.1)], 1000).x).toBe(0.2);
  });

  it('starts again at the top when the next line would leave the page', () => {
    expect(nextTextSpot([text(0.94)], 1000)).toEqual({ x: 0.2, y: 0.05 });
  });

  it('keeps typed text without surrounding blanks; blank text is nothing', () => {
    expect(cleanText('  two\r\nlines \n')).toBe('two\nlines');
    expect(cleanText(' \n ')).toBe('');
  });

  it('saves every page 1350 px wide whatever the zoom', () => {
    expect(savePixelRatio(675) * 675).toBe(SAVE_WIDTH);
    expect(savePixelRatio(2700)).toBe(0.5);
  });

  it('keys the local copy by file, user and page', () => {
    expect(paintCacheKey('f1', 'u1', 3)).toBe('materials-paint:f1:u1:3');
  });
});

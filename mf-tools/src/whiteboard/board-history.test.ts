import type { DrawingItem } from '@elearn/contracts';
import { add, redo, undo } from './board-history';
import { beginItem, extendItem, outline } from './drawing-geometry';

const style = { lineWidth: 10, color: '#000000', fill: '#ff0000' };

describe('undo and redo', () => {
  it('takes items back in order and puts them again, and a new item clears redo', () => {
    const a = beginItem('rect', { x: 0, y: 0 }, style);
    const b = beginItem('line', { x: 1, y: 1 }, style);
    let h = add(add({ drawings: [], undone: [] }, a), b);
    h = undo(h);
    expect(h.drawings).toEqual([a]);
    h = redo(h);
    expect(h.drawings).toEqual([a, b]);
    h = add(undo(undo(h)), b);
    expect(h).toEqual({ drawings: [b], undone: [] });
    expect(undo(undo(h))).toEqual({ drawings: [], undone: [b] });
  });
});

describe('drawing geometry', () => {
  it('makes the eraser white, keeps fill for closed shapes only and rounds points', () => {
    const erase = extendItem(beginItem('erase', { x: 1.234, y: 2 }, style), { x: 5.06, y: 6 });
    expect(erase).toMatchObject<Partial<DrawingItem>>({
      stroke: { lineWidth: 10, color: '#ffffff' },
      fill: null,
      points: [1.2, 2, 5.1, 6],
      finishPoint: { x: 5.1, y: 6 },
    });
    expect(beginItem('circle', { x: 0, y: 0 }, style).fill).toBe('#ff0000');
    expect(beginItem('line', { x: 0, y: 0 }, style).fill).toBeNull();
  });

  it('outlines the triangles between press and release', () => {
    expect(outline('right_triangle', { x: 0, y: 0 }, { x: 4, y: 3 })).toEqual([0, 0, 0, 3, 4, 3]);
    expect(outline('isosceles_triangle', { x: 0, y: 0 }, { x: 4, y: 3 })).toEqual([2, 0, 0, 3, 4, 3]);
  });
});

import type { MindMapNode } from '@elearn/contracts';
import {
  clampZoom,
  firstLevelsExpanded,
  layoutTree,
  NODE,
  shownNodes,
  type TreeMove,
  treeKey,
} from './mind-map-rules';

const n = (id: string, ...children: MindMapNode[]): MindMapNode => ({ id, name: id, children });
//  root ─ a ─ a1
//       │   └ a2 ─ a2x
//       └ b
const map = n('root', n('a', n('a1'), n('a2', n('a2x'))), n('b'));

const keyOn = (key: string, focusedId: string, open: string[], rtl = false): TreeMove | null => {
  const expanded = new Set(open);
  return treeKey(key, { shown: shownNodes(map, expanded), focusedId, expanded, rtl });
};
const ids = (open: string[]) => shownNodes(map, new Set(open)).map((s) => s.node.id);

describe('the nodes shown', () => {
  it('lists the root and the children of open nodes in reading order, with level, size and position', () => {
    expect(ids([])).toEqual(['root']);
    expect(ids(['root', 'a'])).toEqual(['root', 'a', 'a1', 'a2', 'b']);
    expect(ids(['root', 'a2'])).toEqual(['root', 'a', 'b']);
    const a2 = shownNodes(map, new Set(['root', 'a'])).find((s) => s.node.id === 'a2')!;
    expect(a2).toMatchObject({ level: 3, parentId: 'a', posinset: 2, setsize: 2 });
  });

  it('opens on the first two levels', () => {
    expect([...firstLevelsExpanded(map)]).toEqual(['root', 'a']);
    expect([...firstLevelsExpanded(map, 1)]).toEqual(['root']);
  });
});

describe('tree keys (WAI-ARIA tree view)', () => {
  const open = ['root', 'a'];

  it('moves down and up through the shown nodes, and stops at the ends', () => {
    expect(keyOn('ArrowDown', 'a', open)).toEqual({ kind: 'focus', id: 'a1' });
    expect(keyOn('ArrowDown', 'a2', open)).toEqual({ kind: 'focus', id: 'b' });
    expect(keyOn('ArrowDown', 'b', open)).toBeNull();
    expect(keyOn('ArrowUp', 'b', open)).toEqual({ kind: 'focus', id: 'a2' });
    expect(keyOn('ArrowUp', 'root', open)).toBeNull();
  });

  it('Home and End go to the first and last shown node', () => {
    expect(keyOn('Home', 'a2', open)).toEqual({ kind: 'focus', id: 'root' });
    expect(keyOn('End', 'root', open)).toEqual({ kind: 'focus', id: 'b' });
  });

  it('Right opens a closed node, then goes to its first child; does nothing on a leaf', () => {
    expect(keyOn('ArrowRight', 'a2', open)).toEqual({ kind: 'expand', id: 'a2' });
    expect(keyOn('ArrowRight', 'a', open)).toEqual({ kind: 'focus', id: 'a1' });
    expect(keyOn('ArrowRight', 'b', open)).toBeNull();
  });

  it('Left closes an open node, else goes to the parent; does nothing on the closed root', () => {
    expect(keyOn('ArrowLeft', 'a', open)).toEqual({ kind: 'collapse', id: 'a' });
    expect(keyOn('ArrowLeft', 'a1', open)).toEqual({ kind: 'focus', id: 'a' });
    expect(keyOn('ArrowLeft', 'a2', open)).toEqual({ kind: 'focus', id: 'a' });
    expect(keyOn('ArrowLeft', 'root', [])).toBeNull();
  });

  it('swaps Left and Right in right-to-left', () => {
    expect(keyOn('ArrowLeft', 'a2', open, true)).toEqual({ kind: 'expand', id: 'a2' });
    expect(keyOn('ArrowLeft', 'a', open, true)).toEqual({ kind: 'focus', id: 'a1' });
    expect(keyOn('ArrowRight', 'a', open, true)).toEqual({ kind: 'collapse', id: 'a' });
    expect(keyOn('ArrowRight', 'a1', open, true)).toEqual({ kind: 'focus', id: 'a' });
  });

  it('Enter and Space show the node; * opens its closed siblings; a letter finds the next name', () => {
    expect(keyOn('Enter', 'a1', open)).toEqual({ kind: 'show', id: 'a1' });
    expect(keyOn(' ', 'b', open)).toEqual({ kind: 'show', id: 'b' });
    expect(keyOn('*', 'a1', open)).toEqual({ kind: 'expandMany', ids: ['a2'] });
    expect(keyOn('*', 'a', open)).toBeNull();
    expect(keyOn('a', 'a', open)).toEqual({ kind: 'focus', id: 'a1' });
    expect(keyOn('A', 'a2', open)).toEqual({ kind: 'focus', id: 'a' });
    expect(keyOn('z', 'a', open)).toBeNull();
    expect(keyOn('Tab', 'a', open)).toBeNull();
  });
});

describe('the layout', () => {
  it('puts each level in a column and a parent midway between its first and last child', () => {
    const layout = layoutTree(shownNodes(map, new Set(['root', 'a', 'a2'])));
    const at = (id: string) => layout.places.get(id)!;
    const column = (level: number) => NODE.padding + (level - 1) * (NODE.width + NODE.gapX);
    const row = (r: number) => NODE.padding + r * NODE.rowHeight;
    expect(at('root').x).toBe(column(1));
    expect(at('a2x').x).toBe(column(4));
    // Leaves take rows in order: a1 0, a2x 1, b 2.
    expect([at('a1').y, at('a2x').y, at('b').y]).toEqual([row(0), row(1), row(2)]);
    expect(at('a2').y).toBe(row(1));
    expect(at('a').y).toBe(row(0.5));
    expect(at('root').y).toBe(row(1.25));
    expect(layout.links.map((l) => l.id)).toEqual(['a', 'a1', 'a2', 'a2x', 'b']);
    expect(layout.width).toBe(column(4) + NODE.width + NODE.padding);
    expect(layout.height).toBe(row(2) + NODE.height + NODE.padding);
  });

  it('draws a lone root', () => {
    const layout = layoutTree(shownNodes(n('alone'), new Set()));
    expect(layout.places.get('alone')).toEqual({ id: 'alone', x: NODE.padding, y: NODE.padding });
    expect(layout.links).toEqual([]);
  });

  it('links a parent’s end edge to its child’s start edge', () => {
    const layout = layoutTree(shownNodes(n('p', n('c')), new Set(['p'])));
    const y = NODE.padding + NODE.height / 2;
    const x1 = NODE.padding + NODE.width;
    const x2 = x1 + NODE.gapX;
    expect(layout.links[0]!.path).toBe(`M${x1},${y} C${(x1 + x2) / 2},${y} ${(x1 + x2) / 2},${y} ${x2},${y}`);
  });
});

describe('zoom', () => {
  it('stays between 50% and 200% in whole percents', () => {
    expect(clampZoom(0.25)).toBe(0.5);
    expect(clampZoom(2.5)).toBe(2);
    expect(clampZoom(1.1 + 0.1)).toBe(1.2);
  });
});

import type { MindMapNode } from '@elearn/contracts';

/** A node as the tree shows it: its place among the shown nodes (WAI-ARIA level, set size, position). */
export interface ShownNode {
  node: MindMapNode;
  level: number;
  parentId: string | null;
  posinset: number;
  setsize: number;
}

/** The nodes shown, in reading order: the root, and the children of every expanded node shown. */
export function shownNodes(root: MindMapNode, expanded: ReadonlySet<string>): ShownNode[] {
  const shown: ShownNode[] = [];
  const visit = (
    node: MindMapNode,
    level: number,
    parentId: string | null,
    posinset: number,
    setsize: number,
  ) => {
    shown.push({ node, level, parentId, posinset, setsize });
    if (!expanded.has(node.id)) return;
    for (const [i, child] of node.children.entries())
      visit(child, level + 1, node.id, i + 1, node.children.length);
  };
  visit(root, 1, null, 1, 1);
  return shown;
}

/** The nodes of the first `levels` levels that have children: the map opens on its upper ideas. */
export function firstLevelsExpanded(root: MindMapNode, levels = 2): Set<string> {
  const ids = new Set<string>();
  const visit = (node: MindMapNode, level: number) => {
    if (level > levels || !node.children.length) return;
    ids.add(node.id);
    for (const child of node.children) visit(child, level + 1);
  };
  visit(root, 1);
  return ids;
}

/** What a key does to the tree: move focus, open or close a node, show a node's description. */
export type TreeMove =
  | { kind: 'focus'; id: string }
  | { kind: 'expand'; id: string }
  | { kind: 'collapse'; id: string }
  | { kind: 'expandMany'; ids: string[] }
  | { kind: 'show'; id: string };

/**
 * The WAI-ARIA tree pattern's keys (APG "Tree View"): Down/Up the next/previous shown
 * node; Right on a closed node opens it, on an open one goes to its first child; Left on
 * an open node closes it, else goes to its parent; Home/End the first/last shown node;
 * Enter and Space show the node's description; `*` opens the node's siblings; a letter
 * goes to the next shown node whose name starts with it. In right-to-left the tree grows
 * leftwards, so Left and Right swap (APG: "in right-to-left languages … reversed").
 * Null: the key is not the tree's.
 */
export function treeKey(
  key: string,
  state: { shown: ShownNode[]; focusedId: string; expanded: ReadonlySet<string>; rtl: boolean },
): TreeMove | null {
  const { shown, focusedId, expanded, rtl } = state;
  const at = Math.max(
    0,
    shown.findIndex((s) => s.node.id === focusedId),
  );
  const current = shown[at]!;
  const { node } = current;
  const open = key === (rtl ? 'ArrowLeft' : 'ArrowRight');
  const close = key === (rtl ? 'ArrowRight' : 'ArrowLeft');
  const focus = (index: number): TreeMove | null => {
    const target = shown[index];
    return target && index !== at ? { kind: 'focus', id: target.node.id } : null;
  };

  if (key === 'ArrowDown') return focus(at + 1);
  if (key === 'ArrowUp') return focus(at - 1);
  if (key === 'Home') return focus(0);
  if (key === 'End') return focus(shown.length - 1);
  if (key === 'Enter' || key === ' ') return { kind: 'show', id: node.id };
  if (open) {
    if (!node.children.length) return null;
    return expanded.has(node.id) ? focus(at + 1) : { kind: 'expand', id: node.id };
  }
  if (close) {
    if (expanded.has(node.id) && node.children.length) return { kind: 'collapse', id: node.id };
    return current.parentId ? { kind: 'focus', id: current.parentId } : null;
  }
  if (key === '*') {
    const siblings = shown
      .filter((s) => s.parentId === current.parentId && s.node.children.length && !expanded.has(s.node.id))
      .map((s) => s.node.id);
    return siblings.length ? { kind: 'expandMany', ids: siblings } : null;
  }
  if (key.length === 1 && /\S/.test(key)) {
    const letter = key.toLocaleLowerCase();
    const order = [...shown.slice(at + 1), ...shown.slice(0, at)];
    const match = order.find((s) => s.node.name.trimStart().toLocaleLowerCase().startsWith(letter));
    return match ? { kind: 'focus', id: match.node.id } : null;
  }
  return null;
}

/** The map's drawing sizes (CSS pixels at zoom 1). */
export const NODE = { width: 220, height: 64, gapX: 56, rowHeight: 80, padding: 16 } as const;

export interface Placed {
  id: string;
  /** From the map's start edge (left in left-to-right), and from its top. */
  x: number;
  y: number;
}
export interface Layout {
  places: Map<string, Placed>;
  /** Parent → child links as SVG paths, in left-to-right coordinates (mirrored for right-to-left). */
  links: { id: string; path: string }[];
  width: number;
  height: number;
}

/**
 * A horizontal node-link layout of the shown nodes: one column per level from the start
 * edge; a node with no shown children takes the next row, a parent sits midway between
 * its first and last shown child.
 */
export function layoutTree(shown: ShownNode[]): Layout {
  const children = new Map<string, string[]>();
  for (const s of shown)
    if (s.parentId) children.set(s.parentId, [...(children.get(s.parentId) ?? []), s.node.id]);
  const level = new Map(shown.map((s) => [s.node.id, s.level]));
  const row = new Map<string, number>();
  let next = 0;
  const place = (id: string): number => {
    const rows = (children.get(id) ?? []).map(place);
    const r = rows.length ? (rows[0]! + rows.at(-1)!) / 2 : next++;
    row.set(id, r);
    return r;
  };
  if (shown[0]) place(shown[0].node.id);
  const places = new Map<string, Placed>();
  for (const s of shown) {
    const id = s.node.id;
    places.set(id, {
      id,
      x: NODE.padding + (level.get(id)! - 1) * (NODE.width + NODE.gapX),
      y: NODE.padding + row.get(id)! * NODE.rowHeight,
    });
  }
  const links = shown.flatMap((s) => {
    if (!s.parentId) return [];
    const from = places.get(s.parentId)!;
    const to = places.get(s.node.id)!;
    const x1 = from.x + NODE.width;
    const y1 = from.y + NODE.height / 2;
    const x2 = to.x;
    const y2 = to.y + NODE.height / 2;
    const mid = (x1 + x2) / 2;
    return [{ id: s.node.id, path: `M${x1},${y1} C${mid},${y1} ${mid},${y2} ${x2},${y2}` }];
  });
  const levels = Math.max(1, ...shown.map((s) => s.level));
  return {
    places,
    links,
    width: NODE.padding * 2 + levels * NODE.width + (levels - 1) * NODE.gapX,
    height: NODE.padding * 2 + Math.max(1, next) * NODE.rowHeight - (NODE.rowHeight - NODE.height),
  };
}

/** Zoom bounds and steps: buttons step by a quarter, Ctrl+wheel by a tenth. */
export const ZOOM = { min: 0.5, max: 2, button: 0.25, wheel: 0.1 } as const;

/** `zoom` kept within the bounds, rounded to whole percents. */
export function clampZoom(zoom: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(zoom * 100) / 100));
}

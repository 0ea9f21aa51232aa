import type { MaterialFile, MaterialFolder } from '@elearn/contracts/constants';

/** Where a dragged item was let go (authoring §4 "Drag and drop"). */
export type DropTarget =
  | { kind: 'top' }
  /** `fraction`: how far down the target's row the item was let go, 0 (top edge) to 1 (bottom edge). */
  | { kind: 'folder'; id: string; fraction: number }
  | { kind: 'file'; id: string; fraction: number };

export type Placement = 'before' | 'after' | 'inside';

/** A folder's top quarter places before it, its bottom quarter after it, its middle inside it. */
export function folderZone(fraction: number): Placement {
  if (fraction < 0.25) return 'before';
  if (fraction > 0.75) return 'after';
  return 'inside';
}

/** A file's upper half places before it, its lower half after it. */
export const fileZone = (fraction: number): 'before' | 'after' => (fraction < 0.5 ? 'before' : 'after');

export interface MoveResult {
  tree: MaterialFolder[];
  /** False: the move was not allowed and the item was re-added at the bottom (the error is shown). */
  valid: boolean;
}

type Item = { kind: 'folder'; folder: MaterialFolder } | { kind: 'file'; file: MaterialFile };

/** The tree without `id`, and what was taken out. */
function takeOut(tree: MaterialFolder[], id: string): { tree: MaterialFolder[]; item: Item | null } {
  let item: Item | null = null;
  const walk = (folders: MaterialFolder[]): MaterialFolder[] =>
    folders
      .filter((f) => {
        if (f.id !== id) return true;
        item = { kind: 'folder', folder: f };
        return false;
      })
      .map((f) => {
        const files = f.childrenfiles.filter((file) => {
          if (file.id !== id) return true;
          item = { kind: 'file', file };
          return false;
        });
        return { ...f, childrenfiles: files, childrenfolders: walk(f.childrenfolders) };
      });
  const rest = walk(tree);
  return { tree: rest, item };
}

function findFolder(tree: MaterialFolder[], id: string): MaterialFolder | null {
  for (const f of tree) {
    if (f.id === id) return f;
    const inner = findFolder(f.childrenfolders, id);
    if (inner) return inner;
  }
  return null;
}

/** The folder holding file `id`. */
function folderOfFile(tree: MaterialFolder[], id: string): MaterialFolder | null {
  for (const f of tree) {
    if (f.childrenfiles.some((file) => file.id === id)) return f;
    const inner = folderOfFile(f.childrenfolders, id);
    if (inner) return inner;
  }
  return null;
}

/** Applies `change` to the folder list that holds folder `parentId` (null: the top level). */
function editFolders(
  tree: MaterialFolder[],
  parentId: string | null,
  change: (folders: MaterialFolder[]) => MaterialFolder[],
): MaterialFolder[] {
  if (parentId === null) return change(tree);
  return tree.map((f) =>
    f.id === parentId
      ? { ...f, childrenfolders: change(f.childrenfolders) }
      : { ...f, childrenfolders: editFolders(f.childrenfolders, parentId, change) },
  );
}

function editFiles(
  tree: MaterialFolder[],
  folderId: string,
  change: (files: MaterialFile[]) => MaterialFile[],
): MaterialFolder[] {
  return tree.map((f) =>
    f.id === folderId
      ? { ...f, childrenfiles: change(f.childrenfiles) }
      : { ...f, childrenfolders: editFiles(f.childrenfolders, folderId, change) },
  );
}

/** `list` with `item` put before or after the entry `id` (at the end when `id` is absent). */
function insertBeside<T extends { id: string }>(list: T[], id: string, item: T, where: 'before' | 'after') {
  const at = list.findIndex((x) => x.id === id);
  if (at < 0) return [...list, item];
  const index = where === 'before' ? at : at + 1;
  return [...list.slice(0, index), item, ...list.slice(index)];
}

/** The id of the folder holding folder `id` (null at the top level), or undefined when unknown. */
function parentOf(
  tree: MaterialFolder[],
  id: string,
  parent: string | null = null,
): string | null | undefined {
  for (const f of tree) {
    if (f.id === id) return parent;
    const inner = parentOf(f.childrenfolders, id, f.id);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * Moves item `draggedId` (a folder or a file) to `target`:
 * - a folder: on the top-level zone to the end of the top level; on a folder
 *   before, after or inside it by zone; on a file inside that file's folder.
 *   A folder cannot go into itself or its own subtree.
 * - a file: on a folder inside it (middle) or into the folder's parent folder
 *   (top or bottom quarter); on a file before or after it. A file needs a
 *   folder: the top level refuses it.
 * An invalid move re-adds the item at the bottom (a folder at the end of the
 * top level, a file at the end of the folder it came from) with `valid: false`.
 */
export function moveItem(tree: MaterialFolder[], draggedId: string, target: DropTarget): MoveResult {
  if (target.kind !== 'top' && target.id === draggedId) return { tree, valid: true };
  const origin = folderOfFile(tree, draggedId);
  const { tree: rest, item } = takeOut(tree, draggedId);
  if (!item) return { tree, valid: true };

  if (item.kind === 'folder') {
    const folder = item.folder;
    const invalid = (): MoveResult => ({
      tree: [...rest, { ...folder, parent_id: null }],
      valid: false,
    });
    // Inside its own subtree: the target is gone from the rest.
    if (target.kind === 'folder' && !findFolder(rest, target.id)) return invalid();
    if (target.kind === 'file' && !folderOfFile(rest, target.id)) return invalid();
    if (target.kind === 'top') return { tree: [...rest, { ...folder, parent_id: null }], valid: true };
    if (target.kind === 'file') {
      const home = folderOfFile(rest, target.id)!;
      const moved = { ...folder, parent_id: home.id };
      return { tree: editFolders(rest, home.id, (list) => [...list, moved]), valid: true };
    }
    const zone = folderZone(target.fraction);
    if (zone === 'inside') {
      const moved = { ...folder, parent_id: target.id };
      return { tree: editFolders(rest, target.id, (list) => [...list, moved]), valid: true };
    }
    const parent = parentOf(rest, target.id) ?? null;
    const moved = { ...folder, parent_id: parent };
    return {
      tree: editFolders(rest, parent, (list) => insertBeside(list, target.id, moved, zone)),
      valid: true,
    };
  }

  const file = item.file;
  const invalid = (): MoveResult => ({
    tree: origin ? editFiles(rest, origin.id, (list) => [...list, file]) : tree,
    valid: false,
  });
  if (target.kind === 'top') return invalid();
  if (target.kind === 'file') {
    const home = folderOfFile(rest, target.id);
    if (!home) return invalid();
    const moved = { ...file, parent_id: home.id };
    return {
      tree: editFiles(rest, home.id, (list) =>
        insertBeside(list, target.id, moved, fileZone(target.fraction)),
      ),
      valid: true,
    };
  }
  if (!findFolder(rest, target.id)) return invalid();
  const zone = folderZone(target.fraction);
  const into = zone === 'inside' ? target.id : parentOf(rest, target.id);
  if (!into) return invalid();
  const moved = { ...file, parent_id: into };
  return { tree: editFiles(rest, into, (list) => [...list, moved]), valid: true };
}

/** The list of siblings holding `id` (folders with folders, files with files) and its place in it. */
function siblingsOf(tree: MaterialFolder[], id: string): { list: { id: string }[]; at: number } | null {
  const at = tree.findIndex((f) => f.id === id);
  if (at >= 0) return { list: tree, at };
  for (const f of tree) {
    const file = f.childrenfiles.findIndex((x) => x.id === id);
    if (file >= 0) return { list: f.childrenfiles, at: file };
    const inner = siblingsOf(f.childrenfolders, id);
    if (inner) return inner;
  }
  return null;
}

/** `list` with the entry at `from` moved to `to`. */
const reorder = <T>(list: T[], from: number, to: number): T[] => {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
};

/**
 * The keyboard's move: item `id` one place up (-1) or down (+1) among its siblings (a
 * folder among the folders of its level, a file among the files of its folder), never
 * into another folder. Null at the first or last place (nothing moves); otherwise the
 * new tree and the item's new place, counted from 1, of how many.
 */
export function moveAmongSiblings(
  tree: MaterialFolder[],
  id: string,
  step: -1 | 1,
): { tree: MaterialFolder[]; position: number; count: number } | null {
  const found = siblingsOf(tree, id);
  if (!found) return null;
  const to = found.at + step;
  if (to < 0 || to >= found.list.length) return null;
  const moved = { position: to + 1, count: found.list.length };
  const top = tree.findIndex((f) => f.id === id);
  if (top >= 0) return { tree: reorder(tree, found.at, to), ...moved };
  const walk = (folders: MaterialFolder[]): MaterialFolder[] =>
    folders.map((f) => {
      const folderAt = f.childrenfolders.findIndex((x) => x.id === id);
      if (folderAt >= 0) return { ...f, childrenfolders: reorder(f.childrenfolders, folderAt, to) };
      const fileAt = f.childrenfiles.findIndex((x) => x.id === id);
      if (fileAt >= 0) return { ...f, childrenfiles: reorder(f.childrenfiles, fileAt, to) };
      return { ...f, childrenfolders: walk(f.childrenfolders) };
    });
  return { tree: walk(tree), ...moved };
}

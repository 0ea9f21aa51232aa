import { type MaterialFile, type MaterialFolder, newFolder } from '@elearn/contracts/constants';
import { fileZone, folderZone, moveAmongSiblings, moveItem } from './organize-rules';

const file = (id: string, parent: string): MaterialFile => ({
  id,
  name: id,
  type: 'pdf',
  function: 'study',
  hash: '',
  content: '',
  link: '',
  isactive: true,
  isdeleted: false,
  iscompleted: false,
  parent_id: parent,
  numberofpages: 1,
});

const folder = (id: string, parent: string | null, folders: MaterialFolder[] = [], files: string[] = []) => ({
  ...newFolder(id, id, parent),
  childrenfolders: folders,
  childrenfiles: files.map((f) => file(f, id)),
});

/** u1 (p1 (x), a, b), u2 (c) */
const tree = () => [
  folder('u1', null, [folder('p1', 'u1', [], ['x'])], ['a', 'b']),
  folder('u2', null, [], ['c']),
];

/** The tree as "id(children…)" for short assertions. */
const shape = (folders: MaterialFolder[]): string =>
  folders
    .map((f) => {
      const inner = [shape(f.childrenfolders), f.childrenfiles.map((x) => x.id).join(' ')]
        .filter(Boolean)
        .join(' ');
      return inner ? `${f.id}(${inner})` : f.id;
    })
    .join(' ');

describe('organize: drop zones', () => {
  it('reads a folder row by quarters and a file row by halves', () => {
    expect([0, 0.24, 0.25, 0.5, 0.75, 0.76, 1].map(folderZone)).toEqual([
      'before',
      'before',
      'inside',
      'inside',
      'inside',
      'after',
      'after',
    ]);
    expect([0.1, 0.49, 0.5, 0.9].map(fileZone)).toEqual(['before', 'before', 'after', 'after']);
  });
});

describe('organize: moving a folder', () => {
  it('goes to the end of the top level from the top-level zone', () => {
    const result = moveItem(tree(), 'p1', { kind: 'top' });
    expect(result.valid).toBe(true);
    expect(shape(result.tree)).toBe('u1(a b) u2(c) p1(x)');
    expect(result.tree[2]!.parent_id).toBeNull();
  });

  it('goes before, inside or after a folder by the zone it is let go on', () => {
    expect(shape(moveItem(tree(), 'u2', { kind: 'folder', id: 'u1', fraction: 0.1 }).tree)).toBe(
      'u2(c) u1(p1(x) a b)',
    );
    const inside = moveItem(tree(), 'u2', { kind: 'folder', id: 'u1', fraction: 0.5 });
    expect(shape(inside.tree)).toBe('u1(p1(x) u2(c) a b)');
    expect(inside.tree[0]!.childrenfolders[1]!.parent_id).toBe('u1');
    expect(shape(moveItem(tree(), 'u2', { kind: 'folder', id: 'p1', fraction: 0.9 }).tree)).toBe(
      'u1(p1(x) u2(c) a b)',
    );
  });

  it('dropped on a file goes into that file’s folder', () => {
    expect(shape(moveItem(tree(), 'u2', { kind: 'file', id: 'x', fraction: 0.5 }).tree)).toBe(
      'u1(p1(u2(c) x) a b)',
    );
  });

  it('into itself or its own subtree is invalid and re-added at the bottom of the top level', () => {
    const own = moveItem(tree(), 'u1', { kind: 'folder', id: 'p1', fraction: 0.5 });
    expect(own.valid).toBe(false);
    expect(shape(own.tree)).toBe('u2(c) u1(p1(x) a b)');
    const onOwnFile = moveItem(tree(), 'u1', { kind: 'file', id: 'x', fraction: 0.5 });
    expect(onOwnFile.valid).toBe(false);
    expect(shape(onOwnFile.tree)).toBe('u2(c) u1(p1(x) a b)');
  });

  it('let go on itself changes nothing', () => {
    expect(moveItem(tree(), 'u1', { kind: 'folder', id: 'u1', fraction: 0.5 })).toEqual({
      tree: tree(),
      valid: true,
    });
  });
});

describe('organize: moving a file', () => {
  it('goes before or after another file, in that file’s folder', () => {
    const before = moveItem(tree(), 'c', { kind: 'file', id: 'a', fraction: 0.2 });
    expect(shape(before.tree)).toBe('u1(p1(x) c a b) u2');
    expect(before.tree[0]!.childrenfiles[0]!.parent_id).toBe('u1');
    expect(shape(moveItem(tree(), 'a', { kind: 'file', id: 'b', fraction: 0.8 }).tree)).toBe(
      'u1(p1(x) b a) u2(c)',
    );
  });

  it('goes inside a folder (middle) or into its parent folder (top or bottom quarter)', () => {
    expect(shape(moveItem(tree(), 'c', { kind: 'folder', id: 'p1', fraction: 0.5 }).tree)).toBe(
      'u1(p1(x c) a b) u2',
    );
    expect(shape(moveItem(tree(), 'x', { kind: 'folder', id: 'p1', fraction: 0.9 }).tree)).toBe(
      'u1(p1 a b x) u2(c)',
    );
  });

  it('on the top level, or beside a top-level folder, is invalid and re-added at the bottom of its folder', () => {
    const top = moveItem(tree(), 'a', { kind: 'top' });
    expect(top.valid).toBe(false);
    expect(shape(top.tree)).toBe('u1(p1(x) b a) u2(c)');
    const beside = moveItem(tree(), 'a', { kind: 'folder', id: 'u2', fraction: 0.1 });
    expect(beside.valid).toBe(false);
    expect(shape(beside.tree)).toBe('u1(p1(x) b a) u2(c)');
  });
});

describe('moveAmongSiblings (the keyboard: one place at a time)', () => {
  it('moves a folder one place up twice and stays at the top level, never inside another folder', () => {
    const three = [...tree(), folder('u3', null)];
    const once = moveAmongSiblings(three, 'u3', -1)!;
    expect(shape(once.tree)).toBe('u1(p1(x) a b) u3 u2(c)');
    expect([once.position, once.count]).toEqual([2, 3]);
    const twice = moveAmongSiblings(once.tree, 'u3', -1)!;
    expect(shape(twice.tree)).toBe('u3 u1(p1(x) a b) u2(c)');
    expect(moveAmongSiblings(twice.tree, 'u3', -1)).toBeNull();
  });

  it("moves a file among the files of its folder and a subfolder among its folder's subfolders", () => {
    expect(shape(moveAmongSiblings(tree(), 'b', -1)!.tree)).toBe('u1(p1(x) b a) u2(c)');
    expect(moveAmongSiblings(tree(), 'b', 1)).toBeNull();
    expect(moveAmongSiblings(tree(), 'p1', 1)).toBeNull();
    expect(moveAmongSiblings(tree(), 'nope', 1)).toBeNull();
  });
});

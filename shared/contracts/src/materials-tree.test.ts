import {
  addFolder,
  flattenTree,
  folderCounts,
  type MaterialFile,
  materialPermissionName,
  materialUploadExtension,
  newFolder,
  setActive,
  softDelete,
  uploadName,
  visibleTree,
  withoutClientFlags,
} from './constants';

const file = (id: string, parent: string, isactive = true): MaterialFile => ({
  id,
  name: id,
  type: 'pdf',
  function: 'study',
  hash: '',
  content: '',
  link: '',
  isactive,
  isdeleted: false,
  iscompleted: false,
  parent_id: parent,
  numberofpages: 1,
});

function tree() {
  let t = addFolder([], newFolder('a', 'A', null));
  t = addFolder(t, newFolder('b', 'B', 'a'));
  t = addFolder(t, newFolder('c', 'C', 'b'));
  t[0]!.childrenfiles = [file('fa', 'a')];
  t[0]!.childrenfolders[0]!.childrenfiles = [file('fb', 'b'), file('fb2', 'b', false)];
  return t;
}

describe('materials tree rules', () => {
  it('cascades a folder’s visibility down its whole subtree', () => {
    const off = setActive(tree(), 'b', false);
    const b = off[0]!.childrenfolders[0]!;
    expect([b.isactive, b.childrenfolders[0]!.isactive, ...b.childrenfiles.map((f) => f.isactive)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    // The parent and its own files are untouched.
    expect(off[0]!.isactive).toBe(true);
    expect(off[0]!.childrenfiles[0]!.isactive).toBe(true);
    // On again: the whole subtree, including a file that was off before.
    const on = setActive(off, 'b', true);
    expect(on[0]!.childrenfolders[0]!.childrenfiles.every((f) => f.isactive)).toBe(true);
  });

  it('toggles one file alone', () => {
    const t = setActive(tree(), 'fa', false);
    expect(t[0]!.childrenfiles[0]!.isactive).toBe(false);
    expect(t[0]!.isactive).toBe(true);
  });

  it('soft-deletes: the item stays, marked, and no view shows it', () => {
    const t = softDelete(tree(), 'b');
    expect(t[0]!.childrenfolders[0]!.isdeleted).toBe(true);
    expect(t[0]!.childrenfolders[0]!.childrenfolders[0]!.isdeleted).toBe(true);
    expect(visibleTree(t, false)[0]!.childrenfolders).toEqual([]);
  });

  it('shows learners only active, non-deleted items and counts only those', () => {
    const t = tree();
    const learner = visibleTree(t, true);
    expect(folderCounts(learner[0]!.childrenfolders[0]!)).toEqual({ folders: 1, files: 1 });
    expect(folderCounts(visibleTree(t, false)[0]!.childrenfolders[0]!)).toEqual({ folders: 1, files: 2 });
    // An inactive folder hides its subtree, whatever its items say.
    const hidden = t.map((f) => ({ ...f, isactive: false }));
    expect(visibleTree(hidden, true)).toEqual([]);
  });

  it('drops the client-only collapsed flag before saving, and flattens in order', () => {
    const t = tree().map((f) => ({ ...f, collapsed: true }));
    expect('collapsed' in withoutClientFlags(t)[0]!).toBe(false);
    const flat = flattenTree(t);
    expect(flat.folders.map((f) => [f.folder.id, f.parentId, f.position])).toEqual([
      ['a', null, 0],
      ['b', 'a', 0],
      ['c', 'b', 0],
    ]);
    expect(flat.files.map((f) => [f.file.id, f.position])).toEqual([
      ['fa', 0],
      ['fb', 0],
      ['fb2', 1],
    ]);
  });

  it('names permissions by the spec’s two families', () => {
    expect(materialPermissionName('id1', 'edit')).toBe('CM1__Cou1_id1_PACM2');
    expect(materialPermissionName('id1', 'delete')).toBe('CM1__Cou1_id1_PDCM1');
    expect(materialPermissionName('id1', 'save')).toBe('CM1__Cou1_id1_PACM1');
    expect(materialPermissionName('id1', 'addFolder')).toBe('CM1__Cou1_id1_PACF1');
  });

  it('cuts an upload’s base name to 50 characters with a timestamp, and checks the extension', () => {
    expect(uploadName(`${'x'.repeat(80)}.pdf`, 1700000000000)).toBe(`${'x'.repeat(50)}_1700000000000.pdf`);
    expect(materialUploadExtension('Notes.PDF')).toBe('pdf');
    expect(materialUploadExtension('drawing.svg')).toBeNull();
    expect(materialUploadExtension('package.zip')).toBe('zip');
    expect(materialUploadExtension('noextension')).toBeNull();
  });
});

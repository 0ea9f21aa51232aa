import {
  flattenTree,
  type MaterialFile,
  type MaterialFolder,
  type MaterialPermission,
  setActive,
  softDelete,
} from '@elearn/contracts';

/**
 * The server's reading of a saved tree against the stored one: the cascades
 * applied (a folder whose visibility changed passes it down its subtree, a
 * deleted folder takes its subtree with it, an item left out of the tree is
 * soft-deleted), and the permission each change needs.
 */
export function planSave(stored: MaterialFolder[], incoming: MaterialFolder[]) {
  const before = flattenTree(stored);
  const folderBefore = new Map(before.folders.map((f) => [f.folder.id, f]));
  const fileBefore = new Map(before.files.map((f) => [f.file.id, f]));

  let tree = incoming;
  // Top-down, so a parent's cascade comes before a child's own change is looked at again.
  for (const { folder } of flattenTree(incoming).folders) {
    const old = folderBefore.get(folder.id);
    if (old && old.folder.isactive !== folder.isactive) tree = setActive(tree, folder.id, folder.isactive);
    if (folder.isdeleted && !old?.folder.isdeleted) tree = softDelete(tree, folder.id);
  }
  const after = flattenTree(tree);
  const needed = new Set<MaterialPermission>(['save']);
  const seen = new Set<string>();

  for (const { folder, parentId, position } of after.folders) {
    seen.add(folder.id);
    const old = folderBefore.get(folder.id);
    if (!old) {
      needed.add('addFolder');
      continue;
    }
    if (old.folder.name !== folder.name || old.parentId !== parentId || old.position !== position)
      needed.add('edit');
    if (old.folder.isactive !== folder.isactive) needed.add('visibility');
    if (old.folder.isdeleted !== folder.isdeleted) needed.add(folder.isdeleted ? 'delete' : 'edit');
  }
  for (const { file, parentId, position } of after.files) {
    seen.add(file.id);
    const old = fileBefore.get(file.id);
    if (!old) {
      needed.add('edit');
      continue;
    }
    if (fileChanged(old.file, file) || old.parentId !== parentId || old.position !== position)
      needed.add('edit');
    if (old.file.isactive !== file.isactive) needed.add('visibility');
    if (old.file.isdeleted !== file.isdeleted) needed.add(file.isdeleted ? 'delete' : 'edit');
  }
  // Left out of the tree: a soft delete, like marking it.
  const leftOutFolders = before.folders.filter((f) => !seen.has(f.folder.id) && !f.folder.isdeleted);
  const leftOutFiles = before.files.filter((f) => !seen.has(f.file.id) && !f.file.isdeleted);
  if (leftOutFolders.length || leftOutFiles.length) needed.add('delete');

  const newFiles = after.files.filter((f) => !fileBefore.has(f.file.id)).map((f) => f.file);
  return {
    folders: after.folders,
    files: after.files,
    leftOutFolderIds: leftOutFolders.map((f) => f.folder.id),
    leftOutFileIds: leftOutFiles.map((f) => f.file.id),
    newFiles,
    needed,
  };
}

const fileChanged = (a: MaterialFile, b: MaterialFile) =>
  a.name !== b.name || a.content !== b.content || a.link !== b.link || a.function !== b.function;

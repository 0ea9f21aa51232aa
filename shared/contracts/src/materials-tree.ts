/*
 * Course materials (authoring §3, §4 "Materials"; learner-experience §3, §4):
 * the folder/file tree and its rules, plain TypeScript shared by the API (which
 * enforces them) and the pages (which show them). No zod: viewers load no schema library.
 */

/** A material file's types (authoring §3), each with its icon in the viewer. */
export const MATERIAL_FILE_TYPES = [
  'pdf',
  'txt',
  'docx',
  'jpeg',
  'jpg',
  'png',
  'gif',
  'xlsx',
  'csv',
  'mp4',
  'link',
  'html',
  'other',
] as const;
export type MaterialFileType = (typeof MATERIAL_FILE_TYPES)[number];

export interface MaterialFile {
  id: string;
  name: string;
  type: MaterialFileType;
  /** What the file is for, e.g. study or game. */
  function: string;
  /** Storage key of an uploaded file ('' for a link or an html resource). */
  hash: string;
  /** A link's target (https://… or a path under /{lang}), an html resource's markup. */
  content: string;
  link: string;
  isactive: boolean;
  isdeleted: boolean;
  iscompleted: boolean;
  parent_id: string;
  numberofpages: number;
}

export interface MaterialFolder {
  id: string;
  name: string;
  parent_id: string | null;
  group_id: string;
  childrenfolders: MaterialFolder[];
  childrenfiles: MaterialFile[];
  isactive: boolean;
  isdeleted: boolean;
  /** Client-only: folded in the tree; removed before saving. */
  collapsed?: boolean;
}

/** The material actions the server guards with per-course permission names (authoring §6). */
export const MATERIAL_PERMISSIONS = ['edit', 'delete', 'visibility', 'save', 'addFolder'] as const;
export type MaterialPermission = (typeof MATERIAL_PERMISSIONS)[number];

/**
 * The stored permission name of an action in a course: the spec's two families,
 * `CM1__Cou1_{course}_PACM2/_PDCM1/_PACM1` (edit, delete, visibility and save)
 * and `CM1__Cou1_{course}_PACF1` (adding a folder or subfolder).
 */
export function materialPermissionName(courseId: string, action: MaterialPermission): string {
  const suffix = { edit: 'PACM2', delete: 'PDCM1', visibility: 'PACM1', save: 'PACM1', addFolder: 'PACF1' }[
    action
  ];
  return `CM1__Cou1_${courseId}_${suffix}`;
}

/** A new top-level folder or subfolder (authoring §3): empty, active, not deleted. */
export function newFolder(id: string, name: string, parentId: string | null): MaterialFolder {
  return {
    id,
    name,
    parent_id: parentId,
    group_id: '',
    childrenfolders: [],
    childrenfiles: [],
    isactive: true,
    isdeleted: false,
  };
}

const mapFolder = (folder: MaterialFolder, fn: (f: MaterialFolder) => MaterialFolder): MaterialFolder =>
  fn({ ...folder, childrenfolders: folder.childrenfolders.map((c) => mapFolder(c, fn)) });

/** Sets a folder's whole subtree (folders and files) active or inactive. */
function cascadeActive(folder: MaterialFolder, isactive: boolean): MaterialFolder {
  return {
    ...folder,
    isactive,
    childrenfiles: folder.childrenfiles.map((f) => ({ ...f, isactive })),
    childrenfolders: folder.childrenfolders.map((c) => cascadeActive(c, isactive)),
  };
}

/** Toggles an item's visibility; a folder's applies down its subtree. */
export function setActive(tree: MaterialFolder[], id: string, isactive: boolean): MaterialFolder[] {
  return tree.map((top) =>
    mapFolder(top, (f) => {
      if (f.id === id) return cascadeActive(f, isactive);
      if (!f.childrenfiles.some((file) => file.id === id)) return f;
      return {
        ...f,
        childrenfiles: f.childrenfiles.map((file) => (file.id === id ? { ...file, isactive } : file)),
      };
    }),
  );
}

/** Soft-deletes an item: marked isdeleted, kept in the tree (a folder's subtree goes with it). */
export function softDelete(tree: MaterialFolder[], id: string): MaterialFolder[] {
  const mark = (f: MaterialFolder): MaterialFolder => ({
    ...f,
    isdeleted: true,
    childrenfiles: f.childrenfiles.map((file) => ({ ...file, isdeleted: true })),
    childrenfolders: f.childrenfolders.map(mark),
  });
  return tree.map((top) =>
    mapFolder(top, (f) => {
      if (f.id === id) return mark(f);
      if (!f.childrenfiles.some((file) => file.id === id)) return f;
      return {
        ...f,
        childrenfiles: f.childrenfiles.map((file) => (file.id === id ? { ...file, isdeleted: true } : file)),
      };
    }),
  );
}

/** Adds a folder at the top level (parentId null) or inside a folder. */
export function addFolder(tree: MaterialFolder[], folder: MaterialFolder): MaterialFolder[] {
  if (folder.parent_id === null) return [...tree, folder];
  return tree.map((top) =>
    mapFolder(top, (f) =>
      f.id === folder.parent_id ? { ...f, childrenfolders: [...f.childrenfolders, folder] } : f,
    ),
  );
}

/** Adds files to a folder. */
export function addFiles(tree: MaterialFolder[], folderId: string, files: MaterialFile[]): MaterialFolder[] {
  return tree.map((top) =>
    mapFolder(top, (f) => (f.id === folderId ? { ...f, childrenfiles: [...f.childrenfiles, ...files] } : f)),
  );
}

/**
 * What a viewer sees: managers every non-deleted item, learners only active and
 * non-deleted ones (an inactive folder hides its subtree, whatever its items say).
 */
export function visibleTree(tree: MaterialFolder[], learner: boolean): MaterialFolder[] {
  const shown = (item: { isactive: boolean; isdeleted: boolean }) =>
    !item.isdeleted && (!learner || item.isactive);
  const prune = (f: MaterialFolder): MaterialFolder => ({
    ...f,
    childrenfiles: f.childrenfiles.filter(shown),
    childrenfolders: f.childrenfolders.filter(shown).map(prune),
  });
  return tree.filter(shown).map(prune);
}

/** A folder's counts as its row shows them (call on a visibleTree: learners count only active items). */
export const folderCounts = (folder: MaterialFolder) => ({
  folders: folder.childrenfolders.length,
  files: folder.childrenfiles.length,
});

/** The tree without client-only flags, as it is saved. */
export function withoutClientFlags(tree: MaterialFolder[]): MaterialFolder[] {
  return tree.map((top) =>
    mapFolder(top, (f) => {
      const { collapsed: _collapsed, ...rest } = f;
      return rest;
    }),
  );
}

/** Every folder and file of a tree in order, with its parent and its place among its siblings. */
export function flattenTree(tree: MaterialFolder[]) {
  const folders: { folder: MaterialFolder; parentId: string | null; position: number }[] = [];
  const files: { file: MaterialFile; parentId: string; position: number }[] = [];
  const walk = (list: MaterialFolder[], parentId: string | null) =>
    list.forEach((folder, position) => {
      folders.push({ folder, parentId, position });
      folder.childrenfiles.forEach((file, i) => {
        files.push({ file, parentId: folder.id, position: i });
      });
      walk(folder.childrenfolders, folder.id);
    });
  walk(tree, null);
  return { folders, files };
}

/** Every file of a tree in reading order (the viewer's previous/next). */
export const filesInOrder = (tree: MaterialFolder[]) => flattenTree(tree).files.map((f) => f.file);

/** An upload's stored base name: at most 50 characters, then a timestamp (authoring §9). */
export function uploadName(fileName: string, now: number): string {
  const dot = fileName.lastIndexOf('.');
  const base = dot > 0 ? fileName.slice(0, dot) : fileName;
  const ext = dot > 0 ? fileName.slice(dot) : '';
  return `${base.slice(0, 50)}_${now}${ext}`;
}

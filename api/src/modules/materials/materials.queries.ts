import type { MaterialFile, MaterialFileType, MaterialFolder } from '@elearn/contracts';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  materialCompletions,
  materialFiles,
  materialFolders,
  materialPermissions,
  materialUploads,
} from '../../db/schema';

type FolderRow = typeof materialFolders.$inferSelect;
type FileRow = typeof materialFiles.$inferSelect;

/** A course's whole stored tree, deleted and inactive items included, in their saved order. */
export async function loadTree(db: Db, courseId: string): Promise<MaterialFolder[]> {
  const [folders, files] = await Promise.all([
    db.select().from(materialFolders).where(eq(materialFolders.courseId, courseId)),
    db.select().from(materialFiles).where(eq(materialFiles.courseId, courseId)),
  ]);
  return buildTree(folders, files);
}

const byPosition = <T extends { position: number; createdAt: Date }>(a: T, b: T) =>
  a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime();

function toFile(row: FileRow): MaterialFile {
  return {
    id: row.id,
    name: row.name,
    type: row.type as MaterialFileType,
    function: row.function,
    hash: row.storageKey,
    content: row.content,
    link: row.link,
    isactive: row.isActive,
    isdeleted: row.isDeleted,
    iscompleted: false,
    parent_id: row.folderId,
    numberofpages: row.numberOfPages,
  };
}

/** Nests rows into the tree; a folder whose parent is gone is left out with its subtree. */
export function buildTree(folders: FolderRow[], files: FileRow[]): MaterialFolder[] {
  const childrenOf = (parentId: string | null): MaterialFolder[] =>
    folders
      .filter((f) => f.parentId === parentId)
      .sort(byPosition)
      .map((f) => ({
        id: f.id,
        name: f.name,
        parent_id: f.parentId,
        group_id: f.groupId,
        isactive: f.isActive,
        isdeleted: f.isDeleted,
        childrenfolders: childrenOf(f.id),
        childrenfiles: files
          .filter((file) => file.folderId === f.id)
          .sort(byPosition)
          .map(toFile),
      }));
  return childrenOf(null);
}

/** The material permission names a user holds in a course. */
export async function permissionNamesOf(db: Db, courseId: string, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: materialPermissions.name })
    .from(materialPermissions)
    .where(and(eq(materialPermissions.courseId, courseId), eq(materialPermissions.userId, userId)));
  return new Set(rows.map((r) => r.name));
}

/** Ids among `ids` that belong to another course (a save may not take them over). */
export async function idsOfOtherCourses(db: Db, courseId: string, folderIds: string[], fileIds: string[]) {
  const [folders, files] = await Promise.all([
    folderIds.length
      ? db
          .select({ id: materialFolders.id })
          .from(materialFolders)
          .where(and(inArray(materialFolders.id, folderIds), ne(materialFolders.courseId, courseId)))
      : [],
    fileIds.length
      ? db
          .select({ id: materialFiles.id })
          .from(materialFiles)
          .where(and(inArray(materialFiles.id, fileIds), ne(materialFiles.courseId, courseId)))
      : [],
  ]);
  return [...folders, ...files].map((r) => r.id);
}

/** The received uploads to a course among `keys`, with the extension their bytes were checked against. */
export async function receivedUploads(db: Db, courseId: string, keys: string[]) {
  if (!keys.length) return new Map<string, string>();
  const rows = await db
    .select({ key: materialUploads.key, extension: materialUploads.extension })
    .from(materialUploads)
    .where(
      and(
        inArray(materialUploads.key, keys),
        eq(materialUploads.courseId, courseId),
        isNotNull(materialUploads.receivedAt),
      ),
    );
  return new Map(rows.map((r) => [r.key, r.extension]));
}

/** One file with its course, for reading it. */
export async function findFile(db: Db, fileId: string) {
  const [row] = await db.select().from(materialFiles).where(eq(materialFiles.id, fileId));
  return row ?? null;
}

/** The files of a course a user marked Completed. */
export async function completedFiles(db: Db, courseId: string, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: materialCompletions.fileId })
    .from(materialCompletions)
    .innerJoin(materialFiles, eq(materialFiles.id, materialCompletions.fileId))
    .where(and(eq(materialFiles.courseId, courseId), eq(materialCompletions.userId, userId)));
  return new Set(rows.map((r) => r.id));
}

/** The tree with `iscompleted` set on the files in `done` (the caller's own marks). */
export function withCompletions(tree: MaterialFolder[], done: Set<string>): MaterialFolder[] {
  if (!done.size) return tree;
  return tree.map((f) => ({
    ...f,
    childrenfiles: f.childrenfiles.map((file) => (done.has(file.id) ? { ...file, iscompleted: true } : file)),
    childrenfolders: withCompletions(f.childrenfolders, done),
  }));
}

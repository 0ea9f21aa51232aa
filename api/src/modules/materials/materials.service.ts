import { randomBytes } from 'node:crypto';
import {
  type CourseMaterials,
  flattenTree,
  hasCourseRole,
  isStaff,
  MATERIAL_UPLOAD_TYPES,
  type MaterialFolder,
  type MaterialUploadExtension,
  materialUploadExtension,
  type SaveCourseMaterials,
  type User,
  visibleTree,
  withoutClientFlags,
} from '@elearn/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  materialCompletions,
  materialDrawings,
  materialFiles,
  materialFolders,
  materialUploads,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { contentMatches } from '../../storage/content-check';
import { directAddresses, readObject, removeObject, writeObject } from '../../storage/object-store';
import { signedQuery } from '../../storage/signed-url';
import { sanitizeStoredHtml } from '../../storage/stored-html';
import { admitUpload, attachUploads, sizeUpload } from '../../storage/upload-quota';
import { findCourseWithRole } from '../courses/courses.queries';
import { planSave } from './materials.diff';
import { claimDirectUploads } from './materials.direct-uploads';
import { type EnhanceMaterialFile, enhanceMaterialFile } from './materials.enhance';
import { regenerateMaterials } from './materials.generate';
import { materialPermissionsOf, requireActions } from './materials.permissions';
import {
  completedFiles,
  findFile,
  idsOfOtherCourses,
  loadTree,
  receivedUploads,
  withCompletions,
} from './materials.queries';
import { checkUpload } from './materials.upload-check';
import { findPackage, removePackageEntries } from './scorm/package-store';

/** How long a presigned upload address and a read address live. */
export const PUT_URL_SECONDS = 300;
export const GET_URL_SECONDS = 600;
export const STORAGE_PATH = '/api/storage/object';

const invalid = (field: string, key: string, message = 'Invalid course materials.') =>
  new HttpError(422, 'VALIDATION', message, { errors: { [field]: key } });

/** A course the user is a member of (or staff); 404 when unknown, 403 when not theirs. */
async function courseFor(ctx: AppContext, user: User, idOrSeo: string) {
  const course = await findCourseWithRole(ctx.database.db, idOrSeo, isStaff(user) ? null : user.id);
  if (!course) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
  if (!hasCourseRole(user, course.role)) throw new HttpError(403, 'FORBIDDEN', 'Your role may not do this.');
  return course;
}

/** Learners of a course see its learner view; its instructors and staff manage it. */
const managesCourse = (user: User, role: string | null) => isStaff(user) || role === 'instructor';

export function materialsService(ctx: AppContext) {
  const { db } = ctx.database;

  async function view(user: User, courseId: string, role: string | null): Promise<CourseMaterials> {
    const tree = withCompletions(await loadTree(db, courseId), await completedFiles(db, courseId, user.id));
    if (!managesCourse(user, role)) return { materials: visibleTree(tree, true), permissions: [] };
    return {
      materials: visibleTree(tree, false),
      permissions: await materialPermissionsOf(db, user, courseId),
    };
  }

  return {
    async get(user: User, idOrSeo: string) {
      const course = await courseFor(ctx, user, idOrSeo);
      return view(user, course.id, course.role);
    },

    /** The whole tree of a course, checked against what the caller may change, then stored in one transaction. */
    async save(user: User, body: SaveCourseMaterials): Promise<CourseMaterials> {
      const course = await courseFor(ctx, user, body.section_id);
      const held = await materialPermissionsOf(db, user, course.id);
      const incoming = withoutClientFlags(body.courseMaterials);
      const stored = await loadTree(db, course.id);
      const plan = planSave(stored, incoming);
      const storedType = new Map(flattenTree(stored).files.map(({ file }) => [file.id, file.type]));
      requireActions(held, plan.needed);

      const ids = [...plan.folders.map((f) => f.folder.id), ...plan.files.map((f) => f.file.id)];
      if (new Set(ids).size !== ids.length)
        throw invalid('courseMaterials', 'validation.materials.duplicateId');
      const taken = await idsOfOtherCourses(
        db,
        course.id,
        plan.folders.map((f) => f.folder.id),
        plan.files.map((f) => f.file.id),
      );
      if (taken.length) throw invalid('courseMaterials', 'validation.materials.duplicateId');
      // A new file is a link, an html resource, or a received upload to this course (its type from its bytes).
      const uploadKeys = plan.newFiles.filter((f) => f.hash).map((f) => f.hash);
      await claimDirectUploads(ctx, course.id, uploadKeys);
      const uploads = await receivedUploads(db, course.id, uploadKeys);
      const typeOfNew = new Map<string, string>();
      for (const file of plan.newFiles) {
        if (file.hash) {
          const ext = uploads.get(file.hash) as MaterialUploadExtension | undefined;
          if (!ext) throw invalid('filesToAddToDB', 'validation.materials.upload');
          typeOfNew.set(file.id, MATERIAL_UPLOAD_TYPES[ext].type);
        } else if (file.type === 'link') {
          if (!/^(https:\/\/|\/)/.test(file.content)) throw invalid('content', 'validation.materials.link');
          typeOfNew.set(file.id, 'link');
        } else if (file.type === 'html') {
          typeOfNew.set(file.id, 'html');
        } else throw invalid('filesToAddToDB', 'validation.materials.upload');
      }

      // An html resource's markup goes through the stored-html allow-list, whatever type the client claims.
      // Only what this save adds or changes is checked: an item stored under other rules (or being
      // deleted) never blocks saving the rest of the tree.
      const storedFile = new Map(flattenTree(stored).files.map(({ file }) => [file.id, file]));
      const contentOf = new Map<string, string>();
      for (const { file } of plan.files) {
        if ((typeOfNew.get(file.id) ?? storedType.get(file.id)) !== 'html' || file.hash) continue;
        const before = storedFile.get(file.id);
        const clean = sanitizeStoredHtml(file.content, ctx.config.publicOrigin);
        const kept = file.isdeleted || (before?.content === clean && before.name === file.name);
        if (!kept) {
          if (file.name.trim().length < 3) throw invalid('name', 'validation.materials.resourceName');
          if (clean && clean.length < 20) throw invalid('content', 'validation.materials.resourceContent');
        }
        contentOf.set(file.id, clean);
      }

      await inTransaction(ctx, async ({ db: tx }) => {
        for (const { folder, parentId, position } of plan.folders) {
          const values = {
            name: folder.name,
            parentId,
            groupId: folder.group_id,
            position,
            isActive: folder.isactive,
            isDeleted: folder.isdeleted,
          };
          await tx
            .insert(materialFolders)
            .values({ id: folder.id, courseId: course.id, ...values })
            .onConflictDoUpdate({ target: materialFolders.id, set: values });
        }
        for (const { file, parentId, position } of plan.files) {
          const values = {
            folderId: parentId,
            name: file.name,
            function: file.function || 'study',
            content: contentOf.get(file.id) ?? file.content,
            link: file.link,
            position,
            isActive: file.isactive,
            isDeleted: file.isdeleted,
          };
          // Type and storage key are fixed when the file is added: a save cannot point a file at other bytes.
          await tx
            .insert(materialFiles)
            .values({
              id: file.id,
              courseId: course.id,
              type: typeOfNew.get(file.id) ?? file.type,
              storageKey: file.hash,
              numberOfPages: file.numberofpages,
              ...values,
            })
            .onConflictDoUpdate({ target: materialFiles.id, set: values });
        }
        if (plan.leftOutFolderIds.length)
          await tx
            .update(materialFolders)
            .set({ isDeleted: true })
            .where(inArray(materialFolders.id, plan.leftOutFolderIds));
        if (plan.leftOutFileIds.length)
          await tx
            .update(materialFiles)
            .set({ isDeleted: true })
            .where(inArray(materialFiles.id, plan.leftOutFileIds));
      });
      await discardUnusedUploads(course.id, body.oldFilesToDeleteFromDB);
      // Used by the saved tree: the clean-up of unattached uploads keeps them.
      await attachUploads(ctx.database.pool, uploadKeys);
      return view(user, course.id, course.role);
    },

    /** AI enhance of a material file's content (the course's managers who may edit its materials). */
    async enhance(user: User, input: EnhanceMaterialFile) {
      const course = await courseFor(ctx, user, input.courseId);
      if (!managesCourse(user, course.role))
        throw new HttpError(403, 'FORBIDDEN', 'You may not change course materials.');
      requireActions(await materialPermissionsOf(db, user, course.id), ['edit']);
      return { enhancedContent: await enhanceMaterialFile(ctx, input) };
    },

    /** Regenerate: the generated folders made again from the course's lessons (its managers only). */
    async regenerate(user: User, idOrSeo: string): Promise<CourseMaterials> {
      const course = await courseFor(ctx, user, idOrSeo);
      if (!managesCourse(user, course.role))
        throw new HttpError(403, 'FORBIDDEN', 'You may not change course materials.');
      requireActions(await materialPermissionsOf(db, user, course.id), ['addFolder', 'edit', 'delete']);
      await regenerateMaterials(ctx, course.id);
      return view(user, course.id, course.role);
    },

    /** A short-lived address to PUT one file of a course's materials to, under a key the server makes. */
    async presign(user: User, input: { filename: string; directory: string }) {
      const course = await courseFor(ctx, user, input.directory);
      requireActions(await materialPermissionsOf(db, user, course.id), ['edit']);
      const ext = materialUploadExtension(input.filename);
      if (!ext) throw invalid('filename', 'validation.materials.fileType', 'Unsupported file formats');
      const key = `materials/${course.id}/${randomBytes(16).toString('hex')}.${ext}`;
      // Each address counts towards the caller's rate; its bytes towards the course's quota when they arrive.
      const claim = {
        userId: user.id,
        courseId: course.id,
        kind: 'material' as const,
        field: 'filename',
        key,
        bytes: 0,
        attached: false,
      };
      await admitUpload(ctx, claim, async () => undefined);
      await db.insert(materialUploads).values({ key, courseId: course.id, userId: user.id, extension: ext });
      const direct = directAddresses(ctx);
      const url = direct
        ? await direct.put(key, PUT_URL_SECONDS)
        : `${STORAGE_PATH}?${signedQuery(ctx, 'put', key, PUT_URL_SECONDS)}`;
      return { url, key };
    },

    /** The bytes of a presigned upload: once, checked by content against the announced type. */
    async receive(key: string, data: Buffer) {
      const [upload] = await db
        .select()
        .from(materialUploads)
        .where(and(eq(materialUploads.key, key), isNull(materialUploads.receivedAt)));
      if (!upload) throw new HttpError(404, 'NOT_FOUND', 'No such upload.');
      await checkUpload(ctx, key, upload.extension as MaterialUploadExtension, data);
      await sizeUpload(ctx, key, data.length);
      await writeObject(ctx, key, data);
      await db
        .update(materialUploads)
        .set({ receivedAt: ctx.now(), bytes: data.length })
        .where(eq(materialUploads.key, key));
    },

    /** A short-lived address to read a file the user may see (learners: active and not deleted, up the tree). */
    async fileUrl(user: User, fileId: string) {
      const file = await visibleFile(user, fileId);
      if (!file.storageKey) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
      const ext = file.storageKey.slice(file.storageKey.lastIndexOf('.') + 1) as MaterialUploadExtension;
      const mime = MATERIAL_UPLOAD_TYPES[ext]?.mime ?? 'application/octet-stream';
      const direct = directAddresses(ctx);
      // As /storage/object serves it: uploaded HTML is text to download, never a page.
      const url = direct
        ? await direct.get(file.storageKey, GET_URL_SECONDS, {
            contentType: mime === 'text/html' ? 'text/plain; charset=utf-8' : mime,
            attachment: mime === 'text/html',
          })
        : `${STORAGE_PATH}?${signedQuery(ctx, 'get', file.storageKey, GET_URL_SECONDS)}`;
      return { url, mime };
    },

    /** The caller's drawing over one page of a PDF they may see (a PNG, checked by content), replacing the last one. */
    async savePaint(user: User, fileId: string, pageNum: number, data: Buffer) {
      const file = await visibleFile(user, fileId);
      if (file.type !== 'pdf') throw new HttpError(404, 'NOT_FOUND', 'No such file.');
      if (file.numberOfPages > 0 && pageNum > file.numberOfPages)
        throw invalid('page_num', 'validation.materials.page', 'No such page.');
      if (!(await contentMatches('png', data)))
        throw invalid('img', 'validation.materials.fileType', 'File type is not valid');
      const key = `drawings/${randomBytes(16).toString('hex')}.png`;
      await writeObject(ctx, key, data);
      const [old] = await db
        .select({ key: materialDrawings.storageKey })
        .from(materialDrawings)
        .where(
          and(
            eq(materialDrawings.userId, user.id),
            eq(materialDrawings.fileId, file.id),
            eq(materialDrawings.pageNum, pageNum),
          ),
        );
      await db
        .insert(materialDrawings)
        .values({ userId: user.id, fileId: file.id, pageNum, storageKey: key })
        .onConflictDoUpdate({
          target: [materialDrawings.userId, materialDrawings.fileId, materialDrawings.pageNum],
          set: { storageKey: key, updatedAt: ctx.now() },
        });
      if (old) await removeObject(ctx, old.key);
      return { file_id: file.id, page_num: pageNum };
    },

    /** The caller's own drawings over a PDF, page by page, as PNG data URLs. */
    async loadPaint(user: User, fileId: string) {
      const file = await visibleFile(user, fileId);
      const rows = await db
        .select({ pageNum: materialDrawings.pageNum, key: materialDrawings.storageKey })
        .from(materialDrawings)
        .where(and(eq(materialDrawings.userId, user.id), eq(materialDrawings.fileId, file.id)));
      const pages = [];
      for (const row of rows.sort((a, b) => a.pageNum - b.pageNum)) {
        const data = await readObject(ctx, row.key);
        if (data)
          pages.push({ page_num: row.pageNum, img: `data:image/png;base64,${data.toString('base64')}` });
      }
      return { file_id: file.id, pages };
    },

    /** The caller's "Completed" mark on a file they may see (once; marking again keeps the first). */
    async complete(user: User, fileId: string, idOrSeo: string) {
      const file = await visibleFile(user, fileId);
      const course = await courseFor(ctx, user, idOrSeo);
      if (course.id !== file.courseId) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
      await db.insert(materialCompletions).values({ userId: user.id, fileId: file.id }).onConflictDoNothing();
      return { file_id: file.id, iscompleted: true as const };
    },

    read: (key: string) => readObject(ctx, key),
  };
  /** A file of a course the user is in, visible to them (learners: active and not deleted, up the tree); else 404. */
  async function visibleFile(user: User, fileId: string) {
    return (await visibleFileOf(ctx, user, fileId)).file;
  }

  /** Uploads of the course that no file took (removed before saving): rows and bytes. */
  async function discardUnusedUploads(courseId: string, keys: string[]) {
    if (!keys.length) return;
    // A package's row goes with its upload's: its entries are listed first.
    const packages = new Map<string, string[]>();
    for (const key of keys.filter((k) => k.endsWith('.zip'))) {
      const row = await findPackage(ctx, key);
      if (row) packages.set(key, row.entries);
    }
    const rows = await db
      .delete(materialUploads)
      .where(
        and(
          eq(materialUploads.courseId, courseId),
          inArray(materialUploads.key, keys),
          sql`NOT EXISTS (SELECT 1 FROM material_files f WHERE f.storage_key = ${materialUploads.key})`,
        ),
      )
      .returning({ key: materialUploads.key });
    for (const { key } of rows) {
      await removeObject(ctx, key);
      await removePackageEntries(ctx, key, packages.get(key) ?? []);
    }
  }
}

function containsFile(tree: MaterialFolder[], fileId: string): boolean {
  return tree.some(
    (f) => f.childrenfiles.some((file) => file.id === fileId) || containsFile(f.childrenfolders, fileId),
  );
}

/**
 * A file of a course the user is in, visible to them (learners: active and not
 * deleted, up the tree), and whether they manage the course; else 404.
 */
export async function visibleFileOf(ctx: AppContext, user: User, fileId: string) {
  const { db } = ctx.database;
  const file = await findFile(db, fileId);
  if (!file) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
  const course = await courseFor(ctx, user, file.courseId);
  const manages = managesCourse(user, course.role);
  const tree = visibleTree(await loadTree(db, course.id), !manages);
  if (!containsFile(tree, file.id)) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
  return { file, manages };
}

import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { courses, createdAt, ts, users } from './foundation';

// Course materials (issue 16): a course's folder/file tree, the uploads behind
// its files and the per-course permission names that guard changing it.

export const materialFolders = pgTable(
  'material_folders',
  {
    id: uuid('id').primaryKey(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** NULL: a top-level folder. */
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    groupId: text('group_id').notNull().default(''),
    /** Place among its siblings. */
    position: integer('position').notNull().default(0),
    /** Visible to learners. */
    isActive: boolean('is_active').notNull().default(true),
    /** Soft deletion: kept, shown to no one. */
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('material_folders_course').on(t.courseId)],
);

export const materialFiles = pgTable(
  'material_files',
  {
    id: uuid('id').primaryKey(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => materialFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    function: text('function').notNull().default('study'),
    /** Storage key of an uploaded file; '' for a link or an html resource. */
    storageKey: text('storage_key').notNull().default(''),
    content: text('content').notNull().default(''),
    link: text('link').notNull().default(''),
    numberOfPages: integer('number_of_pages').notNull().default(0),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('material_files_course').on(t.courseId)],
);

/** Files received through a presigned upload, checked by content; a save may then add them to the tree. */
export const materialUploads = pgTable(
  'material_uploads',
  {
    /** Chosen by the server (materials/{course}/{random}.{ext}): users never pick a key. */
    key: text('key').primaryKey(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The extension the upload was announced with; its bytes were checked against it. */
    extension: text('extension').notNull(),
    bytes: integer('bytes'),
    /** Set once the bytes arrived and passed the content check. */
    receivedAt: ts('received_at'),
    createdAt: createdAt(),
  },
  (t) => [index('material_uploads_course').on(t.courseId)],
);

/**
 * The per-course permission names a user holds (materialPermissionName in
 * contracts): a course's instructors get them when they join it (trigger in the
 * migration); staff need none.
 */
export const materialPermissions = pgTable(
  'material_permissions',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId, t.name] })],
);

/** A learner's "Completed" mark on one material file (the PDF viewer's completion button), once per file. */
export const materialCompletions = pgTable(
  'material_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => materialFiles.id, { onDelete: 'cascade' }),
    completedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fileId] })],
);

/** A learner's drawing over one page of a PDF material (the viewer's konva layer, saved as a PNG in storage). */
export const materialDrawings = pgTable(
  'material_drawings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => materialFiles.id, { onDelete: 'cascade' }),
    pageNum: integer('page_num').notNull(),
    /** Storage key (drawings/{random}.png), chosen by the server. */
    storageKey: text('storage_key').notNull(),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fileId, t.pageNum] })],
);

/**
 * A received SCORM 1.2 package (a zip upload): what its manifest says and the
 * paths of its entries, each stored as materials/{course}/packages/{id}/{n}
 * where n is the path's index in `entries` (storage keys cannot carry a path's
 * case or spaces). Removed with its upload.
 */
export const scormPackages = pgTable('scorm_packages', {
  uploadKey: text('upload_key')
    .primaryKey()
    .references(() => materialUploads.key, { onDelete: 'cascade' }),
  /** The manifest's schemaversion (always 1.2 here). */
  version: text('version').notNull(),
  /** The default organization's title. */
  title: text('title').notNull(),
  /** The first SCO's launch path inside the package, with its parameters. */
  launch: text('launch').notNull(),
  /** Entry paths; index n is stored under the package's prefix as {n}. */
  entries: jsonb('entries').$type<string[]>().notNull(),
  createdAt: createdAt(),
});

/** A learner's SCORM 1.2 state of one package file (cmi.core and suspend data), as the runtime last committed it. */
export const scormProgress = pgTable(
  'scorm_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => materialFiles.id, { onDelete: 'cascade' }),
    lessonStatus: text('lesson_status').notNull(),
    scoreRaw: real('score_raw'),
    scoreMin: real('score_min'),
    scoreMax: real('score_max'),
    suspendData: text('suspend_data').notNull().default(''),
    lessonLocation: text('lesson_location').notNull().default(''),
    totalTime: text('total_time').notNull().default('0000:00:00'),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fileId] })],
);

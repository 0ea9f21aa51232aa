import { z } from 'zod';
import {
  MATERIAL_FILE_TYPES,
  MATERIAL_PERMISSIONS,
  MATERIAL_UPLOAD_TYPES,
  type MaterialFile,
  type MaterialFolder,
} from './constants';

const id = z.string().uuid('validation.materials.id');
const name = z.string().trim().min(1, 'validation.materials.name').max(200, 'validation.materials.name');

export const materialFileSchema: z.ZodType<MaterialFile> = z.object({
  id,
  name,
  type: z.enum(MATERIAL_FILE_TYPES),
  function: z.string().max(40),
  hash: z.string().max(300),
  content: z.string().max(200_000),
  link: z.string().max(2000),
  isactive: z.boolean(),
  isdeleted: z.boolean(),
  iscompleted: z.boolean(),
  parent_id: z.string().max(100),
  numberofpages: z.number().int().min(0).max(100_000),
});

export const materialFolderSchema: z.ZodType<MaterialFolder> = z.object({
  id,
  name,
  parent_id: z.string().max(100).nullable(),
  group_id: z.string().max(100),
  get childrenfolders() {
    return z.array(materialFolderSchema).max(500);
  },
  childrenfiles: z.array(materialFileSchema).max(1000),
  isactive: z.boolean(),
  isdeleted: z.boolean(),
  collapsed: z.boolean().optional(),
});

/** GET /course/getCourseMaterials/{courseId}: the tree the caller may see and the actions they may take. */
export const courseMaterialsSchema = z.object({
  materials: z.array(materialFolderSchema),
  permissions: z.array(z.enum(MATERIAL_PERMISSIONS)),
});
export type CourseMaterials = z.infer<typeof courseMaterialsSchema>;

/** PUT /course/saveCourseMaterials: the whole tree of a course (section_id). */
export const saveCourseMaterialsSchema = z.object({
  section_id: z.string().max(100),
  courseMaterials: z.array(materialFolderSchema).max(500),
  /** Storage keys of files uploaded for this save (each must be the caller's upload to this course). */
  filesToAddToDB: z.array(z.string().max(300)).max(1000).default([]),
  /** Storage keys of files the tree no longer holds. */
  oldFilesToDeleteFromDB: z.array(z.string().max(300)).max(1000).default([]),
});
export type SaveCourseMaterials = z.infer<typeof saveCourseMaterialsSchema>;

/** POST /s3/getPresignedUrl: a short-lived address to PUT one file to; `directory` is the course id. */
export const presignRequestSchema = z.object({
  filename: z.string().trim().min(1).max(300),
  fileType: z.string().max(200),
  directory: z.string().max(100),
});
export const presignedUrlSchema = z.object({ url: z.string(), key: z.string() });

/** GET /course/materialFileUrl/{fileId}: a short-lived address to read a file. */
export const materialFileUrlSchema = z.object({ url: z.string(), mime: z.string() });

export const MATERIAL_MIME_BY_TYPE = Object.fromEntries(
  Object.values(MATERIAL_UPLOAD_TYPES).map((t) => [t.type, t.mime]),
) as Record<string, string>;

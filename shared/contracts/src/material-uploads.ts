import type { MaterialFileType } from './materials-tree';

const MB = 1024 * 1024;

/**
 * The uploads a course's materials accept, by file extension: the material type
 * it becomes, its content type and its size limit. The spec gives two lists (the
 * upload list of learner-experience §9: png, jpeg, jpg, mp4, pptx, pdf, txt, docx,
 * docx template, xls, xlsx, zip; and the file types of authoring §3, which add gif,
 * csv and html); both are accepted, except zip (e-learning packages are not built yet).
 * The API checks each upload's bytes against its extension (magic bytes).
 */
export const MATERIAL_UPLOAD_TYPES = {
  pdf: { type: 'pdf', mime: 'application/pdf', maxBytes: 50 * MB },
  png: { type: 'png', mime: 'image/png', maxBytes: 10 * MB },
  jpg: { type: 'jpg', mime: 'image/jpeg', maxBytes: 10 * MB },
  jpeg: { type: 'jpeg', mime: 'image/jpeg', maxBytes: 10 * MB },
  gif: { type: 'gif', mime: 'image/gif', maxBytes: 10 * MB },
  mp4: { type: 'mp4', mime: 'video/mp4', maxBytes: 200 * MB },
  txt: { type: 'txt', mime: 'text/plain', maxBytes: 2 * MB },
  csv: { type: 'csv', mime: 'text/csv', maxBytes: 5 * MB },
  html: { type: 'html', mime: 'text/html', maxBytes: 2 * MB },
  docx: {
    type: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    maxBytes: 25 * MB,
  },
  dotx: {
    type: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
    maxBytes: 25 * MB,
  },
  pptx: {
    type: 'other',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    maxBytes: 100 * MB,
  },
  xlsx: {
    type: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    maxBytes: 25 * MB,
  },
  xls: { type: 'xlsx', mime: 'application/vnd.ms-excel', maxBytes: 25 * MB },
} as const satisfies Record<string, { type: MaterialFileType; mime: string; maxBytes: number }>;
export type MaterialUploadExtension = keyof typeof MATERIAL_UPLOAD_TYPES;

/** The extension of a file name when materials accept it, else null ('Unsupported file formats'). */
export function materialUploadExtension(fileName: string): MaterialUploadExtension | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 1) return null;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return ext in MATERIAL_UPLOAD_TYPES ? (ext as MaterialUploadExtension) : null;
}

/** The accept attribute of the Add Files picker. */
export const MATERIAL_ACCEPT = Object.keys(MATERIAL_UPLOAD_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

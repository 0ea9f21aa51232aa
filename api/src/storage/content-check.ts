import { MATERIAL_UPLOAD_TYPES, type MaterialUploadExtension } from '@elearn/contracts';
// The core entry: buffers are all an upload needs, and it resolves for require() too (jest).
import { fileTypeFromBuffer } from 'file-type/core';

/** What the bytes of a file announced as `ext` must read as (file-type's extension). */
const SIGNATURES: Partial<Record<MaterialUploadExtension, readonly string[]>> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  mp4: ['mp4', 'm4v'],
  docx: ['docx', 'zip'],
  dotx: ['docx', 'dotx', 'zip'],
  pptx: ['pptx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  xls: ['xls', 'cfb'],
  // A SCORM package: a plain zip (an Office file or an epub renamed .zip is refused).
  zip: ['zip'],
};
/** Text types: no signature, so the bytes must be text (UTF-8, no NUL) that no signature claims. */
const TEXT_TYPES = new Set<MaterialUploadExtension>(['txt', 'csv', 'html']);

/**
 * Whether a file's bytes are the type its extension says (magic bytes, not the
 * name): HTML named .png or an executable named .pdf is refused. SVG is no
 * accepted type at all: as .txt it is stored and served as inert text.
 */
export async function contentMatches(ext: MaterialUploadExtension, data: Uint8Array): Promise<boolean> {
  if (data.length > MATERIAL_UPLOAD_TYPES[ext].maxBytes) return false;
  const found = await fileTypeFromBuffer(data);
  if (TEXT_TYPES.has(ext)) return !found && isText(data);
  return !!found && (SIGNATURES[ext] ?? []).includes(found.ext);
}

function isText(data: Uint8Array): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

import { extname } from 'node:path';
// The core entry: buffers are all an upload needs, and it resolves for require() too (jest).
import { fileTypeFromBuffer } from 'file-type/core';

/** The image types a forum upload may have: file extension → content type. */
export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

const EXTENSION_ALIASES: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg' };

/**
 * The type of an uploaded image, read from its bytes by `file-type`; null
 * when the bytes are not one of IMAGE_TYPES, or when they are another type
 * than the upload says (its file name's extension, or else its content
 * type): a PNG named .gif or HTML named .png is refused, not renamed.
 */
export async function detectImage(
  data: Uint8Array,
  declared: { filename?: string; mimetype?: string },
): Promise<ImageExtension | null> {
  const found = await fileTypeFromBuffer(data);
  if (!found || !(found.ext in IMAGE_TYPES)) return null;
  const ext = found.ext as ImageExtension;
  const named = extname(declared.filename ?? '')
    .slice(1)
    .toLowerCase();
  if (named) return (EXTENSION_ALIASES[named] ?? named) === ext ? ext : null;
  return declared.mimetype === IMAGE_TYPES[ext] ? ext : null;
}

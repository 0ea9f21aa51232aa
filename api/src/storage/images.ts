import { extname } from 'node:path';
// The core entry: buffers are all an upload needs, and it resolves for require() too (jest).
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';

// Every uploaded image goes through this module (photos, forum images, store items,
// rewards, course covers, pathway images). Its dimensions are read from the header
// before anything is decoded, and decoding runs in sharp's (libvips) thread pool, never
// on the event loop: a 46 KB PNG declaring 8000×8000 froze the API for 22 s (issue 30).

/** The image types an upload may have: file extension → content type. */
export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** The longest side an uploaded image may declare, in pixels. */
export const IMAGE_MAX_SIDE = 8192;
/** The most pixels an uploaded image may declare (a 36 megapixel photo; 144 MB decoded as RGBA). */
export const IMAGE_MAX_PIXELS = 36_000_000;

/** The translated message (common namespace) of an image whose dimensions are over the limits. */
export const IMAGE_DIMENSIONS_KEY = 'validation.imageDimensions';

const EXTENSION_ALIASES: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg' };

/**
 * The type of an uploaded image, read from its bytes by `file-type`; null
 * when the bytes are not one of IMAGE_TYPES, or when they are another type
 * than the upload says (its file name's extension, or else its content
 * type): a PNG named .gif or HTML named .png is refused, not renamed.
 */
async function detectImage(
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

/** What an upload is: an accepted image, or why it is refused. */
export type ImageVerdict = { ext: ImageExtension } | { refused: 'type' | 'dimensions' };

/**
 * An upload checked as an image: its type from its bytes (detectImage), then the
 * dimensions its header declares (read without decoding the pixels) within
 * IMAGE_MAX_SIDE and IMAGE_MAX_PIXELS. An unreadable header is refused as 'type'.
 */
export async function inspectImage(
  data: Buffer,
  declared: { filename?: string; mimetype?: string },
): Promise<ImageVerdict> {
  return withinLimits(data, await detectImage(data, declared));
}

/**
 * An image with no name of its own (fetched from an address): the type its bytes
 * prove is the one it has, then the same dimension checks as inspectImage.
 */
export async function inspectImageBytes(data: Buffer): Promise<ImageVerdict> {
  const found = await fileTypeFromBuffer(data);
  return withinLimits(data, found && found.ext in IMAGE_TYPES ? (found.ext as ImageExtension) : null);
}

async function withinLimits(data: Buffer, ext: ImageExtension | null): Promise<ImageVerdict> {
  if (!ext) return { refused: 'type' };
  const header = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return { refused: 'type' };
  const { width, height } = header;
  if (Math.max(width, height) > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    return { refused: 'dimensions' };
  }
  return { ext };
}

/**
 * The largest centred square of an image, scaled to `side` pixels, as PNG. Decoded
 * off the event loop, refusing more than IMAGE_MAX_PIXELS whatever the header said;
 * re-encoding drops whatever else the upload carried (metadata, trailing bytes).
 */
export function squareImage(data: Buffer, side: number): Promise<Buffer> {
  return sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false })
    .resize(side, side, { fit: 'cover', position: 'centre' })
    .png()
    .toBuffer();
}

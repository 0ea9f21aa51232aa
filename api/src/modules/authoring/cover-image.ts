import { randomBytes } from 'node:crypto';
import { COURSE_RULES } from '@elearn/contracts/course-authoring';
import type { MultipartFile } from '@fastify/multipart';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { IMAGE_TYPES, type ImageExtension, inspectImage } from '../../storage/images';
import { readObject } from '../../storage/object-store';

/** A checked course cover: its bytes and the extension its bytes prove. */
export interface CoverImage {
  data: Buffer;
  ext: ImageExtension;
}

/** The spec's one message for a cover too big or not an image (authoring §5). */
export const coverRefused = () =>
  new HttpError(422, 'VALIDATION', 'Not an accepted image.', { errors: { image: COURSE_RULES.image } });

/**
 * A cover file part, read whole: refused when multipart cut it at COURSE_IMAGE_MAX_BYTES
 * (the scope's fileSize limit) or when its bytes are not the image its name says (magic bytes).
 */
export async function readCover(part: MultipartFile): Promise<CoverImage> {
  const data = await part.toBuffer().catch(() => null);
  if (!data || part.file.truncated) throw coverRefused();
  const verdict = await inspectImage(data, part);
  if ('refused' in verdict) throw coverRefused();
  return { data, ext: verdict.ext };
}

/** A new storage key for a cover: top level (served to all by GET /api/files) or under a draft (its author's). */
export const coverKey = (ext: ImageExtension, draftId?: string) =>
  `${draftId ? `drafts/${draftId}/` : ''}${randomBytes(16).toString('hex')}.${ext}`;

/** A stored cover by its key, or null when the object is gone. */
export async function readStoredCover(ctx: AppContext, key: string): Promise<CoverImage | null> {
  const data = await readObject(ctx, key);
  const ext = key.slice(key.lastIndexOf('.') + 1) as ImageExtension;
  return data && ext in IMAGE_TYPES ? { data, ext } : null;
}

import { randomBytes } from 'node:crypto';
import { extname } from 'node:path';
import type { MaterialUploadExtension } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { contentMatches } from '../../storage/content-check';
import { writeObject } from '../../storage/object-store';
import { signedQuery } from '../../storage/signed-url';
import { admitUpload } from '../../storage/upload-quota';

/** What a ticket may carry: screenshots, a PDF, a text log. */
export const TICKET_ATTACHMENT_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'pdf', 'txt'] as const;
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** How long a thread's attachment addresses work. */
const LINK_SECONDS = 60 * 60;

const prefixOf = (userId: string) => `tickets/${userId.replace(/-/g, '')}/`;

/** Whether a storage key is an upload of this user (a ticket cannot point at someone else's file). */
export const ownsAttachment = (userId: string, key: string) =>
  key.startsWith(prefixOf(userId)) && /^[a-z0-9]+(\.[a-z]+)$/.test(key.slice(prefixOf(userId).length));

export const attachmentUrl = (ctx: Pick<AppContext, 'secret' | 'now'>, key: string) =>
  `/api/tickets/file?${signedQuery(ctx, 'get', key, LINK_SECONDS)}`;

/** Stores an attachment whose bytes are what its name says; null when they are not (or the type is not taken). */
export async function storeAttachment(
  ctx: AppContext,
  userId: string,
  fileName: string,
  data: Buffer,
): Promise<string | null> {
  const ext = extname(fileName).slice(1).toLowerCase() as MaterialUploadExtension;
  if (!(TICKET_ATTACHMENT_TYPES as readonly string[]).includes(ext)) return null;
  if (data.length > TICKET_ATTACHMENT_MAX_BYTES || !(await contentMatches(ext, data))) return null;
  const key = `${prefixOf(userId)}${randomBytes(16).toString('hex')}.${ext}`;
  // Kept once a message carries it (attachUploads); otherwise removed after the grace period.
  await admitUpload(
    ctx,
    { userId, kind: 'ticket', key, bytes: data.length, attached: false, field: 'attachment' },
    () => writeObject(ctx, key, data),
  );
  return key;
}

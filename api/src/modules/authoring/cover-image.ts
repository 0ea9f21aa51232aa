import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import { COURSE_IMAGE_MAX_BYTES, COURSE_RULES } from '@elearn/contracts/course-authoring';
import type { MultipartFile } from '@fastify/multipart';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { IMAGE_TYPES, type ImageExtension, inspectImage, inspectImageBytes } from '../../storage/images';
import { readObject } from '../../storage/object-store';
import { isLoopbackAddress, isPrivateAddress } from '../push/push-endpoint';

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

/** How many redirects a cover address may take to its image. */
export const COVER_FETCH_MAX_REDIRECTS = 3;

/** A cover address that cannot be fetched (unreachable, private, slow, an error status, too many redirects). */
export const coverAddressRefused = () =>
  new HttpError(422, 'VALIDATION', 'The image could not be fetched from this address.', {
    errors: { image: COURSE_RULES.imageAddress },
  });

/** The address the name resolves to, once every address it has is checked (none private, unless allowed). */
async function publicAddress(host: string, allowLoopback: boolean) {
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  const found = await lookup(bare, { all: true, verbatim: true }).catch(() => []);
  const refused = (ip: string) => isPrivateAddress(ip) && !(allowLoopback && isLoopbackAddress(ip));
  if (!found.length || found.some((a) => refused(a.address))) throw coverAddressRefused();
  return found[0]!;
}

/** Refused once the fetch's deadline passes. */
const expiry = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(coverAddressRefused());
    signal.addEventListener('abort', () => reject(coverAddressRefused()), { once: true });
  });

/** One GET to the checked address only (no second DNS answer can lead elsewhere). */
function get(
  url: URL,
  address: { address: string; family: number },
  testServer: boolean,
  signal: AbortSignal,
) {
  const pinned: LookupFunction = (_host, options, callback) =>
    options.all ? callback(null, [address]) : callback(null, address.address, address.family);
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(url, {
      lookup: pinned,
      signal,
      headers: { accept: 'image/*' },
      // Only a server the test runs (COVER_FETCH_ALLOW_LOOPBACK) goes unchecked.
      rejectUnauthorized: !testServer,
    });
    req.on('response', resolve).on('error', reject).end();
  });
}

/** The body, refused past COURSE_IMAGE_MAX_BYTES (declared or counted) before more is read. */
async function boundedBody(response: IncomingMessage): Promise<Buffer> {
  if (Number(response.headers['content-length'] ?? 0) > COURSE_IMAGE_MAX_BYTES) throw coverRefused();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > COURSE_IMAGE_MAX_BYTES) throw coverRefused();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A cover given as an https address, fetched to be stored like an uploaded one (the site's
 * CSP shows only its own images): every address the name resolves to must be public (and
 * again at each of at most COVER_FETCH_MAX_REDIRECTS redirects), the whole fetch ends within
 * `timeoutMs` (COVER_FETCH_TIMEOUT_MS, 10 s), DNS included, the body is at most
 * COURSE_IMAGE_MAX_BYTES and must be an image by its bytes (inspectImageBytes). `allowLoopback` is for tests only. 422 on the image field otherwise.
 */
export async function fetchCover(
  address: string,
  { allowLoopback, timeoutMs }: { allowLoopback: boolean; timeoutMs: number },
): Promise<CoverImage> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'https:' || url.username || url.password) throw coverAddressRefused();
    // A resolver that does not answer is bounded by the same deadline as the rest.
    const target = await Promise.race([publicAddress(url.hostname, allowLoopback), expiry(signal)]);
    const trusted = allowLoopback && isLoopbackAddress(target.address);
    const response = await get(url, target, trusted, signal).catch(() => {
      throw coverAddressRefused();
    });
    const { statusCode = 0, headers } = response;
    if (statusCode >= 300 && statusCode < 400 && headers.location) {
      response.resume();
      if (hop >= COVER_FETCH_MAX_REDIRECTS) throw coverAddressRefused();
      url = new URL(headers.location, url);
      continue;
    }
    if (statusCode !== 200) {
      response.resume();
      throw coverAddressRefused();
    }
    const data = await boundedBody(response).catch((error: unknown) => {
      response.destroy();
      throw error instanceof HttpError ? error : coverAddressRefused();
    });
    // The bytes decide what it is, whatever content type the server says.
    const verdict = await inspectImageBytes(data);
    if ('refused' in verdict) throw coverRefused();
    return { data, ext: verdict.ext };
  }
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

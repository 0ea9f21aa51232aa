import { createHash, createHmac, randomBytes } from 'node:crypto';

/** The database keeps only this digest: a leaked table holds no usable token. */
export const digestRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new opaque refresh token (256 random bits) and its digest. */
export function newRefreshToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: digestRefreshToken(token) };
}

/**
 * The token that replaces `token` when it is spent. Derived (HMAC with the
 * signing secret) rather than random so that a second refresh with the same
 * token inside the grace window can hand out the same successor again: the
 * database keeps only digests, never a token it could return.
 */
export function successorOf(token: string, secret: Uint8Array): { token: string; digest: string } {
  const next = createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
  return { token: next, digest: digestRefreshToken(next) };
}

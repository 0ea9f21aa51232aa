import { createHash, randomBytes } from 'node:crypto';

/** The database keeps only this digest: a leaked table holds no usable token. */
export const digestRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new opaque refresh token (256 random bits) and its digest. */
export function newRefreshToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: digestRefreshToken(token) };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context';

/*
 * Short-lived signed addresses of stored objects: the signature binds the
 * action (get or put), the key and the expiry, with the server's signing
 * secret, so an address cannot be changed into another or used after it expires.
 */

/** `package`: a SCORM package's files, read by its frame (key: file, user and mode). */
export type SignedAction = 'get' | 'put' | 'package';
type Ctx = Pick<AppContext, 'secret' | 'now'>;

const signatureOf = (ctx: Ctx, action: SignedAction, key: string, expires: number) =>
  createHmac('sha256', ctx.secret).update(`${action}\n${key}\n${expires}`).digest('base64url');

/** The query string (key, exp, sig) of an address valid for `seconds`. */
export function signedQuery(ctx: Ctx, action: SignedAction, key: string, seconds: number): string {
  const expires = Math.floor(ctx.now().getTime() / 1000) + seconds;
  const params = new URLSearchParams({
    key,
    exp: String(expires),
    sig: signatureOf(ctx, action, key, expires),
  });
  return params.toString();
}

/** Whether a signed address is genuine and not expired. */
export function verifySigned(
  ctx: Ctx,
  action: SignedAction,
  query: { key: string; exp: string; sig: string },
): boolean {
  const expires = Number(query.exp);
  if (!Number.isInteger(expires) || expires * 1000 < ctx.now().getTime()) return false;
  const expected = Buffer.from(signatureOf(ctx, action, query.key, expires));
  const given = Buffer.from(query.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A signed value for a path segment, `{exp}.{sig}`, binding `key` for `seconds` (the package frame's address). */
export function signedToken(ctx: Ctx, action: SignedAction, key: string, seconds: number): string {
  const expires = Math.floor(ctx.now().getTime() / 1000) + seconds;
  return `${expires}.${signatureOf(ctx, action, key, expires)}`;
}

/** Whether a `{exp}.{sig}` token is genuine for `key` and not expired. */
export function verifyToken(ctx: Ctx, action: SignedAction, key: string, token: string): boolean {
  const [exp = '', sig = ''] = token.split('.');
  return verifySigned(ctx, action, { key, exp, sig });
}

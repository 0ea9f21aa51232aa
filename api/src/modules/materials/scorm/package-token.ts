import type { AppContext } from '../../../context';
import { signedToken, verifyToken } from '../../../storage/signed-url';

/** How long a package's frame address lives: a study session (its pages and media load all along). */
export const PACKAGE_TOKEN_SECONDS = 2 * 60 * 60;

export type PackageMode = 'record' | 'preview';
type Ctx = Pick<AppContext, 'secret' | 'now'>;

/**
 * The path segment that makes a package's files readable: `{mode}.{userId}.{exp}.{sig}`,
 * signed for this file, learner and mode, so the frame (which carries no session)
 * gets that learner's saved state and nobody can change whose it is.
 */
export const packageToken = (ctx: Ctx, fileId: string, userId: string, mode: PackageMode) =>
  `${mode}.${userId}.${signedToken(ctx, 'package', `${fileId}/${userId}/${mode}`, PACKAGE_TOKEN_SECONDS)}`;

/** The learner and mode of a genuine, unexpired token for this file; else null. */
export function readPackageToken(ctx: Ctx, fileId: string, token: string) {
  const [mode, userId, exp, sig] = token.split('.');
  if ((mode !== 'record' && mode !== 'preview') || !userId || !exp || !sig) return null;
  if (!verifyToken(ctx, 'package', `${fileId}/${userId}/${mode}`, `${exp}.${sig}`)) return null;
  return { mode: mode as PackageMode, userId };
}

import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'elearn';
const AUDIENCE = 'elearn-api';
const TYPE = 'at+jwt';

export interface AccessClaims {
  userId: string;
  /** The refresh-token family (one per sign-in), so ending a session can close exactly its sockets. */
  familyId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Signs a short-lived access token (HS256) for a user. */
export async function signAccessToken(
  userId: string,
  familyId: string,
  secret: Uint8Array,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ fam: familyId })
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secret);
}

/**
 * Verifies an access token: only HS256 (no "none", no algorithm swap), the
 * access-token type, our issuer and audience, and not expired. Null when any fails.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      typ: TYPE,
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'fam'],
    });
    if (typeof payload.fam !== 'string') return null;
    return { userId: payload.sub!, familyId: payload.fam, expiresAt: payload.exp! };
  } catch {
    return null;
  }
}

import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'elearn';
const AUDIENCE = 'elearn-api';
/** The JWT header's `typ`: a token minted for anything else is not an access token. */
const TYPE = 'access';

export interface AccessClaims {
  userId: string;
  /** The session (refresh-token family): ending a session ends its access tokens and sockets. */
  familyId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Signs a short-lived access token (HS256) for one session of a user. */
export function signAccessToken(
  claims: Omit<AccessClaims, 'expiresAt'>,
  secret: Uint8Array,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: TYPE })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(secret);
}

const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/** The secret as an HMAC SHA-256 key, imported once: jose would import the raw bytes on every call. */
function verifyingKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** Tokens already verified, by secret: the same string again needs only its expiry checked. */
const verified = new WeakMap<Uint8Array, Map<string, AccessClaims>>();
/** Enough for every session active within a token's lifetime; the oldest entry goes first. */
const VERIFIED_KEPT = 10_000;

/**
 * Verifies an access token: HS256 only (no "none", no swap to a public-key
 * algorithm), our `typ`, issuer and audience, not expired. Null when any fails.
 * A token that passed once is remembered until it expires: the HMAC check
 * (WebCrypto) was the largest share of a signed-in request's CPU time after
 * the socket writes (docs/BENCHMARKS.md). Whether its session still lives is
 * checked by the caller on every request, as before.
 */
export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  let known = verified.get(secret);
  if (!known) {
    known = new Map();
    verified.set(secret, known);
  }
  const hit = known.get(token);
  if (hit) {
    if (hit.expiresAt > Math.floor(Date.now() / 1000)) return hit;
    known.delete(token);
    return null;
  }
  const claims = await checkAccessToken(token, secret);
  if (claims) {
    if (known.size >= VERIFIED_KEPT) known.delete(known.keys().next().value!);
    known.set(token, claims);
  }
  return claims;
}

async function checkAccessToken(token: string, secret: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await verifyingKey(secret), {
      algorithms: ['HS256'],
      typ: TYPE,
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'fam'],
    });
    if (typeof payload.fam !== 'string' || typeof payload.sub !== 'string') return null;
    return { userId: payload.sub, familyId: payload.fam, expiresAt: payload.exp! };
  } catch {
    return null;
  }
}

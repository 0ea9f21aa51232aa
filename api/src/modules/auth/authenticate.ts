import type { User } from '@elearn/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { findSessionUser } from '../user/user.queries';
import { type AccessClaims, verifyAccessToken } from './access-token';
import { sessionCacheOf } from './session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by requireUser / optionalUser. */
    user: User | null;
  }
}

export interface Authenticated {
  user: User;
  claims: AccessClaims;
}

/** A valid access token of a live session, and its user; null otherwise. */
export async function authenticateToken(
  { database, secret }: Pick<AppContext, 'database' | 'secret'>,
  token: string,
): Promise<Authenticated | null> {
  const claims = await verifyAccessToken(token, secret);
  if (!claims) return null;
  const sessions = sessionCacheOf(database);
  const cached = sessions.get(claims.familyId, claims.userId);
  if (cached) return { user: cached, claims };
  const user = await findSessionUser(database.db, claims.userId, claims.familyId);
  if (user) sessions.set(claims.familyId, user);
  return user ? { user, claims } : null;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
}

const authenticateRequest = async (ctx: AppContext, request: FastifyRequest) => {
  const token = bearerToken(request);
  return token ? authenticateToken(ctx, token) : null;
};

/** onRequest hook: a signed-in user or 401 UNAUTHENTICATED (the browser then refreshes its session). */
export const requireUser = (ctx: AppContext) => async (request: FastifyRequest) => {
  request.user = (await authenticateRequest(ctx, request))?.user ?? null;
  if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
};

/** preHandler for calls open to everyone that note who made them when they can. */
export const optionalUser = (ctx: AppContext) => async (request: FastifyRequest) => {
  request.user = (await authenticateRequest(ctx, request))?.user ?? null;
};

import type { User } from '@elearn/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { findUserById } from '../user/user.queries';
import { verifyAccessToken } from './access-token';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
};

/** The user behind the request's bearer token, or null. */
export async function userFromRequest(
  request: FastifyRequest,
  db: Db,
  secret: Uint8Array,
): Promise<User | null> {
  const token = bearer(request);
  if (!token) return null;
  const claims = await verifyAccessToken(token, secret);
  if (!claims) return null;
  return (await findUserById(db, claims.userId))?.user ?? null;
}

/** preHandler for routes that need a signed-in user: 401 otherwise (the client then refreshes). */
export function requireUser(db: Db, secret: Uint8Array) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    request.user = await userFromRequest(request, db, secret);
    if (!request.user) {
      return reply.code(401).send({ code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });
    }
  };
}

/** Throws 403 unless the signed-in user has one of the roles. */
export function assertRole(user: User, roles: User['role'][]): void {
  if (!roles.includes(user.role))
    throw new HttpError(403, 'FORBIDDEN', 'This is not available for your role.');
}

import { authResponseSchema, errorBodySchema, loginSchema, registerSchema } from '@elearn/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { findUserById } from '../user/user.queries';
import { continueSession, login, register, type Session } from './auth.service';
import { isSameSiteRequest } from './csrf';
import { findRefreshToken, revokeFamily, spendRefreshToken } from './refresh-tokens';

export const REFRESH_COOKIE = 'elearn_refresh';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, database, realtime } = ctx;
    const cookieOptions = {
      httpOnly: true,
      sameSite: 'strict' as const,
      secure: config.cookieSecure,
      path: '/api/auth',
      maxAge: config.refreshTokenTtlDays * 86_400,
    };
    const answer = (reply: FastifyReply, session: Session, status: 200 | 201) =>
      reply
        .setCookie(REFRESH_COOKIE, session.refreshToken, cookieOptions)
        .code(status)
        .send({ user: session.user, accessToken: session.accessToken });
    const expired = (reply: FastifyReply) =>
      reply
        .clearCookie(REFRESH_COOKIE, { path: '/api/auth' })
        .code(401)
        .send({ code: 'SESSION_EXPIRED', message: 'Your session has ended. Please sign in again.' });
    const csrfRefused = (reply: FastifyReply) =>
      reply.code(403).send({ code: 'CSRF', message: 'This request must come from the site itself.' });
    const limited = { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' } };
    const errors = { 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema };

    app.post(
      '/auth/register',
      { config: limited, schema: { body: registerSchema, response: { 201: authResponseSchema, ...errors } } },
      async (request, reply) =>
        answer(reply, await register(ctx, request.body as Required<typeof request.body>), 201),
    );

    app.post(
      '/auth/login',
      { config: limited, schema: { body: loginSchema, response: { 200: authResponseSchema, ...errors } } },
      async (request, reply) => answer(reply, await login(ctx, request.body), 200),
    );

    app.get(
      '/auth/refreshAccessToken',
      {
        schema: {
          response: { 200: authResponseSchema, 204: z.null(), 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request: FastifyRequest, reply) => {
        if (!isSameSiteRequest(request, config.allowedOrigins)) return csrfRefused(reply);
        const token = request.cookies[REFRESH_COOKIE];
        // No cookie: a guest, not a failure (and no console error on every guest visit).
        if (!token) return reply.code(204).send(null);
        const spent = await spendRefreshToken(database.db, token);
        if (spent.status === 'reused') realtime.disconnectSession(spent.familyId);
        if (spent.status !== 'ok') return expired(reply);
        const row = await findUserById(database.db, spent.userId);
        if (!row) return expired(reply);
        return answer(reply, await continueSession(ctx, row.user, spent.familyId), 200);
      },
    );

    app.post(
      '/auth/logout',
      { schema: { response: { 204: z.null(), 403: errorBodySchema } } },
      async (request, reply) => {
        if (!isSameSiteRequest(request, config.allowedOrigins)) return csrfRefused(reply);
        const token = request.cookies[REFRESH_COOKIE];
        const found = token ? await findRefreshToken(database.db, token) : null;
        if (found) {
          await revokeFamily(database.db, found.familyId);
          realtime.disconnectSession(found.familyId);
        }
        return reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' }).code(204).send(null);
      },
    );
  };

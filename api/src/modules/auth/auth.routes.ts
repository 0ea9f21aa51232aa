import { authResponseSchema, loginSchema, registerResponseSchema, registerSchema } from '@elearn/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ANONYMOUS_BODY_LIMIT } from '../../http/body-limits';
import { errorResponses } from '../../http/error-responses';
import { login, logout, refresh, register, type Session } from './auth.service';
import { bearerToken } from './authenticate';
import { requireSameSite } from './csrf';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './session-cookie';

/** POST /auth/register, POST /auth/login, GET /auth/refreshAccessToken, POST /auth/logout. */
export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = ctx;
    const signedIn = (reply: FastifyReply, session: Session) =>
      setRefreshCookie(reply, config, session.refreshToken).send({
        user: session.user,
        accessToken: session.accessToken,
      });
    // Per IP and per route; a setting, so tests and benchmarks from one address can raise it.
    const limited = { rateLimit: { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' } };
    const sameSite = requireSameSite(config.allowedOrigins);

    app.post(
      '/auth/register',
      {
        config: limited,
        bodyLimit: ANONYMOUS_BODY_LIMIT,
        schema: {
          body: registerSchema,
          response: { 202: registerResponseSchema, ...errorResponses(422, 429) },
        },
      },
      // 202 whether the address was new or taken (ADR 0018); the browser signs in next.
      async (request, reply) => {
        await register(ctx, request.body);
        return reply.code(202).send({ ok: true as const });
      },
    );

    app.post(
      '/auth/login',
      {
        config: limited,
        bodyLimit: ANONYMOUS_BODY_LIMIT,
        schema: {
          body: loginSchema,
          response: { 200: authResponseSchema, ...errorResponses(403, 422, 429) },
        },
      },
      async (request, reply) => signedIn(reply, await login(ctx, request.body, request.ip)),
    );

    app.get(
      '/auth/refreshAccessToken',
      {
        onRequest: sameSite,
        bodyLimit: ANONYMOUS_BODY_LIMIT,
        schema: { response: { 200: authResponseSchema, ...errorResponses(401, 403) } },
      },
      async (request, reply) => {
        const token = request.cookies[REFRESH_COOKIE];
        const session = token ? await refresh(ctx, token) : null;
        if (session) return signedIn(reply, session);
        return clearRefreshCookie(reply, config)
          .code(401)
          .send({ code: 'SESSION_EXPIRED', message: 'Your session has ended. Please sign in again.' });
      },
    );

    app.post(
      '/auth/logout',
      {
        onRequest: sameSite,
        bodyLimit: ANONYMOUS_BODY_LIMIT,
        schema: { response: { 204: z.null(), ...errorResponses(403) } },
      },
      async (request, reply) => {
        await logout(ctx, request.cookies[REFRESH_COOKIE], bearerToken(request));
        return clearRefreshCookie(reply, config).code(204).send(null);
      },
    );
  };

import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';

export const REFRESH_COOKIE = 'elearn_refresh';

/**
 * The refresh token's cookie: unreadable by scripts, never sent cross-site,
 * and only sent to the auth calls that need it.
 */
const options = (config: Config) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.cookieSecure,
  path: '/api/auth',
});

export const setRefreshCookie = (reply: FastifyReply, config: Config, token: string) =>
  reply.setCookie(REFRESH_COOKIE, token, { ...options(config), maxAge: config.refreshTokenTtlDays * 86_400 });

export const clearRefreshCookie = (reply: FastifyReply, config: Config) =>
  reply.clearCookie(REFRESH_COOKIE, options(config));

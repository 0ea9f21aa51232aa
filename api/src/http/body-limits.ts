import { FORUM_CONTENT_MAX } from '@elearn/contracts';

// Fastify refuses a body over its route's limit with 413 from the Content-Length alone,
// before reading it, so an anonymous megabyte costs nothing to parse (issue 9).

/** Every route's limit unless it names its own: far above any JSON form of ours. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The anonymous forms (login, register) and the cookie calls (refresh, logout). */
export const ANONYMOUS_BODY_LIMIT = 8 * 1024;

/** A forum body at its longest, each character escaped in JSON (\uXXXX), and its envelope. */
export const FORUM_BODY_LIMIT = FORUM_CONTENT_MAX * 6 + 1024;

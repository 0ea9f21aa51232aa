import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const origin = z.url().transform((u, ctx) => {
  const parsed = new URL(u);
  if (!['http:', 'https:'].includes(parsed.protocol)) {
    ctx.addIssue({ code: 'custom', message: 'must be an http(s) origin' });
  }
  return parsed.origin;
});
const originList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  .pipe(z.array(origin));
/**
 * Whether X-Forwarded-For names the client (rate limits are per client IP):
 * false (default: anyone could forge it), true, or a comma list of proxy addresses/CIDRs.
 */
const trustProxy = z
  .string()
  .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v));

/** Every setting the API reads (environment variables), validated once at start. */
const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  STATIC_DIR: z.string().min(1).optional(),
  PUBLIC_ORIGIN: origin.optional(),
  ALLOWED_ORIGINS: originList.optional(),
  DEV_REMOTE_ORIGIN: origin.optional(),
  TRUST_PROXY: trustProxy.default(false),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(900),
  REFRESH_TOKEN_TTL_DAYS: count(30),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(20),
  LOGIN_RATE_LIMIT_PER_MINUTE: count(20),
  ERROR_LOG_RATE_LIMIT_PER_MINUTE: count(60),
  LOCKOUT_THRESHOLD: count(5),
  LOCKOUT_MINUTES: z.coerce.number().positive().default(15),
  ACCOUNT_SLOWDOWN_AFTER: count(10),
  ACCOUNT_SLOWDOWN_MAX_SECONDS: count(60),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FORUM_UPLOADS_PER_MINUTE: count(10),
  FORUM_UPLOAD_QUOTA_MB: z.coerce.number().positive().default(50),
  FORUM_UPLOAD_GRACE_HOURS: z.coerce.number().positive().default(24),
  UPLOADS_PER_MINUTE: count(10),
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(100),
  COURSE_UPLOAD_QUOTA_MB: z.coerce.number().positive().default(2048),
  UPLOAD_GRACE_HOURS: z.coerce.number().positive().default(24),
  STREAK_DAILY_TARGET_MINUTES: z.coerce.number().positive().default(20),
  TEST_FIXTURES: flag.default(false),
  PAYMOB_API_KEY: z.string().min(1).optional(),
  PAYMOB_INTEGRATION_ID: z.coerce.number().int().positive().optional(),
  PAYMOB_IFRAME_ID: z.coerce.number().int().positive().optional(),
  PAYMOB_HMAC_SECRET: z.string().min(1).optional(),
  PAYMOB_BASE_URL: origin.default('https://accept.paymob.com'),
  FAWATERAK_API_KEY: z.string().min(1).optional(),
  FAWATERAK_VENDOR_KEY: z.string().min(1).optional(),
  FAWATERAK_BASE_URL: origin.default('https://app.fawaterk.com'),
  PAYMENTS_SANDBOX: z.enum(['on', 'off']).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
  PUSH_ALLOW_HTTP_LOOPBACK: flag.default(false),
  COVER_FETCH_ALLOW_LOOPBACK: flag.default(false),
  COVER_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

const PAYMOB_KEYS = [
  'PAYMOB_API_KEY',
  'PAYMOB_INTEGRATION_ID',
  'PAYMOB_IFRAME_ID',
  'PAYMOB_HMAC_SECRET',
] as const;
const FAWATERAK_KEYS = ['FAWATERAK_API_KEY', 'FAWATERAK_VENDOR_KEY'] as const;
const AI_KEYS = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;
const S3_KEYS = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** A provider is on when all its keys are set; some but not all is a mistake worth stopping for. */
function providerKeys(s: Record<string, unknown>, keys: readonly string[]): string[] {
  const missing = keys.filter((key) => s[key] === undefined);
  return missing.length === keys.length ? [] : missing;
}

export interface Config {
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite in dataDir/pg is used. */
  databaseUrl?: string;
  dataDir: string;
  staticDir?: string;
  /** Where the site is reached, e.g. https://learn.example.com (printed at start). */
  publicOrigin: string;
  /** Origins allowed to open sockets and to call refresh and logout. */
  allowedOrigins: string[];
  /** `npm run dev` only: the webpack-dev-server a remote comes from, allowed by the Content-Security-Policy. */
  devRemoteOrigin?: string;
  trustProxy: boolean | string;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** How long a just-rotated refresh token still returns its successor (concurrent tabs), not counting as reuse. */
  refreshGraceSeconds: number;
  loginRateLimitPerMinute: number;
  errorLogRateLimitPerMinute: number;
  lockoutThreshold: number;
  lockoutMinutes: number;
  /** Failed sign-ins of one account, from any address, after which each attempt waits (ADR 0018). */
  accountSlowdownAfter: number;
  /** The longest wait between two sign-in attempts of a slowed account. */
  accountSlowdownMaxSeconds: number;
  cookieSecure: boolean;
  seedDemo: boolean;
  logLevel: string;
  /** Forum images one user may upload in a minute. */
  forumUploadsPerMinute: number;
  /** Bytes of forum images one user may keep stored. */
  forumUploadQuotaBytes: number;
  /** How long an uploaded image may wait for a post, comment or reply to refer to it before it is removed. */
  forumUploadGraceMs: number;
  /** Every upload route but the forum's (which has its own): one rule (storage/upload-quota.ts). */
  uploads: { perMinute: number; userQuotaBytes: number; courseQuotaBytes: number; graceMs: number };
  /** Study minutes a local day needs for a streak-up (decimals allowed: tests use a fraction). */
  streakDailyTargetMinutes: number;
  /** Test-only routes that create accounts in a given state (the e2e site); never on in production. */
  testFixtures: boolean;
  /** Payment gateways switched on by their keys; with neither, the offline sandbox. */
  payments: {
    paymob: {
      apiKey: string;
      integrationId: number;
      iframeId: number;
      hmacSecret: string;
      baseUrl: string;
    } | null;
    fawaterak: { apiKey: string; vendorKey: string; baseUrl: string } | null;
    /**
     * The sandbox takes the payments (no gateway keys): test cards, no real
     * money, every course and plan to be had for a test card. Refused on an
     * https PUBLIC_ORIGIN unless PAYMENTS_SANDBOX=on says it is a demo.
     */
    sandbox: boolean;
  };
  /** An OpenAI-compatible model when all three AI_ keys are set; null: the offline provider (docs/adr/0012-ai-provider.md). */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number; maxRetries: number } | null;
  /**
   * Redis shared by several API processes: socket events reach every process's
   * clients and rate limits count across them. Null: one process, in memory.
   */
  redisUrl: string | null;
  /** An S3-compatible object store for uploads; null: files under dataDir/uploads. */
  s3: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  } | null;
  /** Browser push (Web Push with VAPID; modules/push). */
  push: {
    /** Who the push services may contact about our pushes (the VAPID `sub` claim). */
    subject: string;
    /** Test-only: accept http://127.0.0.1 / localhost endpoints (a push service the test runs). */
    allowHttpLoopback: boolean;
  };
  /** Course covers given as an https address, fetched and stored like an upload (modules/authoring). */
  coverFetch: {
    /** Test-only: fetch from loopback addresses (a server the test runs, its certificate not checked). */
    allowLoopback: boolean;
    /** How long one cover fetch may take, redirects included. */
    timeoutMs: number;
  };
}

export class ConfigError extends Error {}

/** The start-up line that says payments are the test sandbox (no gateway keys); null with a real gateway. */
export const sandboxNotice = (config: Pick<Config, 'payments'>): string | null =>
  config.payments.sandbox
    ? 'payments: TEST SANDBOX (no gateway keys set): test cards only, no real money; anyone can get every course and plan. Set the PAYMOB_* or FAWATERAK_* keys for real payments.'
    : null;

/** Reads the settings from `env`; a bad one throws a ConfigError that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (as in `DATABASE_URL= npm start`).
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const missing = [
    ...providerKeys(s, PAYMOB_KEYS),
    ...providerKeys(s, FAWATERAK_KEYS),
    ...providerKeys(s, AI_KEYS),
    ...providerKeys(s, S3_KEYS),
  ];
  if (missing.length) {
    throw new ConfigError(
      `Invalid settings:\n${missing.map((key) => `  ${key}: required with the service's other keys`).join('\n')}`,
    );
  }
  const sandbox = !s.PAYMOB_API_KEY && !s.FAWATERAK_API_KEY;
  if (
    sandbox &&
    s.PAYMENTS_SANDBOX !== 'on' &&
    (s.PAYMENTS_SANDBOX === 'off' || s.PUBLIC_ORIGIN?.startsWith('https:'))
  )
    throw new ConfigError(
      'Invalid settings:\n  PAYMENTS_SANDBOX: no payment gateway is set (PAYMOB_* or FAWATERAK_* keys), so the test sandbox would take payments and anyone could get every course and plan with a test card; set the gateway keys, or PAYMENTS_SANDBOX=on for a demo site',
    );
  const local = [`http://localhost:${s.PORT}`, `http://127.0.0.1:${s.PORT}`];
  const listed = [...(s.PUBLIC_ORIGIN ? [s.PUBLIC_ORIGIN] : []), ...(s.ALLOWED_ORIGINS ?? [])];
  const publicOrigin = s.PUBLIC_ORIGIN ?? local[0]!;
  return {
    port: s.PORT,
    host: s.HOST,
    databaseUrl: s.DATABASE_URL,
    dataDir: resolve(s.DATA_DIR),
    staticDir: s.STATIC_DIR ? resolve(s.STATIC_DIR) : undefined,
    publicOrigin,
    // Local addresses only by default: a deployed site names its own origins.
    allowedOrigins: [...new Set(listed.length ? listed : local)],
    devRemoteOrigin: s.DEV_REMOTE_ORIGIN,
    trustProxy: s.TRUST_PROXY,
    jwtSecret: s.JWT_SECRET,
    accessTokenTtlSeconds: s.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: s.REFRESH_TOKEN_TTL_DAYS,
    refreshGraceSeconds: s.REFRESH_GRACE_SECONDS,
    loginRateLimitPerMinute: s.LOGIN_RATE_LIMIT_PER_MINUTE,
    errorLogRateLimitPerMinute: s.ERROR_LOG_RATE_LIMIT_PER_MINUTE,
    lockoutThreshold: s.LOCKOUT_THRESHOLD,
    lockoutMinutes: s.LOCKOUT_MINUTES,
    accountSlowdownAfter: s.ACCOUNT_SLOWDOWN_AFTER,
    accountSlowdownMaxSeconds: s.ACCOUNT_SLOWDOWN_MAX_SECONDS,
    cookieSecure: s.COOKIE_SECURE === 'auto' ? publicOrigin.startsWith('https:') : s.COOKIE_SECURE === 'true',
    seedDemo: s.SEED_DEMO,
    logLevel: s.LOG_LEVEL,
    forumUploadsPerMinute: s.FORUM_UPLOADS_PER_MINUTE,
    forumUploadQuotaBytes: Math.round(s.FORUM_UPLOAD_QUOTA_MB * 1024 * 1024),
    forumUploadGraceMs: Math.round(s.FORUM_UPLOAD_GRACE_HOURS * 3_600_000),
    uploads: {
      perMinute: s.UPLOADS_PER_MINUTE,
      userQuotaBytes: Math.round(s.UPLOAD_QUOTA_MB * 1024 * 1024),
      courseQuotaBytes: Math.round(s.COURSE_UPLOAD_QUOTA_MB * 1024 * 1024),
      graceMs: Math.round(s.UPLOAD_GRACE_HOURS * 3_600_000),
    },
    streakDailyTargetMinutes: s.STREAK_DAILY_TARGET_MINUTES,
    testFixtures: s.TEST_FIXTURES,
    payments: {
      paymob: s.PAYMOB_API_KEY
        ? {
            apiKey: s.PAYMOB_API_KEY,
            integrationId: s.PAYMOB_INTEGRATION_ID!,
            iframeId: s.PAYMOB_IFRAME_ID!,
            hmacSecret: s.PAYMOB_HMAC_SECRET!,
            baseUrl: s.PAYMOB_BASE_URL,
          }
        : null,
      fawaterak: s.FAWATERAK_API_KEY
        ? { apiKey: s.FAWATERAK_API_KEY, vendorKey: s.FAWATERAK_VENDOR_KEY!, baseUrl: s.FAWATERAK_BASE_URL }
        : null,
      sandbox,
    },
    ai: s.AI_BASE_URL
      ? {
          baseUrl: s.AI_BASE_URL,
          apiKey: s.AI_API_KEY!,
          model: s.AI_MODEL!,
          timeoutMs: s.AI_TIMEOUT_MS,
          maxRetries: s.AI_MAX_RETRIES,
        }
      : null,
    redisUrl: s.REDIS_URL ?? null,
    s3: s.S3_BUCKET
      ? {
          bucket: s.S3_BUCKET,
          endpoint: s.S3_ENDPOINT,
          region: s.S3_REGION,
          accessKeyId: s.S3_ACCESS_KEY_ID!,
          secretAccessKey: s.S3_SECRET_ACCESS_KEY!,
          // Self-hosted stores (MinIO, s3rver, Ceph) want path-style addresses; AWS wants virtual hosts.
          forcePathStyle: s.S3_FORCE_PATH_STYLE ?? s.S3_ENDPOINT !== undefined,
        }
      : null,
    push: {
      subject: s.VAPID_SUBJECT ?? `mailto:webpush@${new URL(publicOrigin).hostname}`,
      allowHttpLoopback: s.PUSH_ALLOW_HTTP_LOOPBACK,
    },
    coverFetch: { allowLoopback: s.COVER_FETCH_ALLOW_LOOPBACK, timeoutMs: s.COVER_FETCH_TIMEOUT_MS },
  };
}

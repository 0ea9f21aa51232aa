import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Every setting the API reads, validated once at start. */
const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  STATIC_DIR: z.string().min(1).optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  ALLOWED_ORIGINS: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(5),
  LOCKOUT_MINUTES: z.coerce.number().min(0.01).default(15),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  staticDir?: string;
  publicOrigin: string;
  allowedOrigins: string[];
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  loginRateLimitPerMinute: number;
  lockoutThreshold: number;
  lockoutMinutes: number;
  cookieSecure: boolean;
  seedDemo: boolean;
  logLevel: string;
}

export class ConfigError extends Error {}

/** Reads the settings from `env`; a bad one throws a ConfigError that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const publicOrigin = s.PUBLIC_ORIGIN ?? `http://localhost:${s.PORT}`;
  const allowedOrigins = [
    publicOrigin,
    `http://localhost:${s.PORT}`,
    `http://127.0.0.1:${s.PORT}`,
    ...(s.ALLOWED_ORIGINS?.split(',')
      .map((o) => o.trim())
      .filter(Boolean) ?? []),
  ];
  return {
    port: s.PORT,
    host: s.HOST,
    databaseUrl: s.DATABASE_URL,
    dataDir: resolve(s.DATA_DIR),
    staticDir: s.STATIC_DIR ? resolve(s.STATIC_DIR) : undefined,
    publicOrigin,
    allowedOrigins: [...new Set(allowedOrigins)],
    jwtSecret: s.JWT_SECRET,
    accessTokenTtlSeconds: s.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: s.REFRESH_TOKEN_TTL_DAYS,
    loginRateLimitPerMinute: s.LOGIN_RATE_LIMIT_PER_MINUTE,
    lockoutThreshold: s.LOCKOUT_THRESHOLD,
    lockoutMinutes: s.LOCKOUT_MINUTES,
    cookieSecure: s.COOKIE_SECURE === 'auto' ? publicOrigin.startsWith('https:') : s.COOKIE_SECURE === 'true',
    seedDemo: s.SEED_DEMO,
    logLevel: s.LOG_LEVEL,
  };
}

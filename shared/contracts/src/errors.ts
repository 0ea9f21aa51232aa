import { z } from 'zod';

/**
 * Body of every error answer: a stable code, an English message for logs, and
 * field errors as i18n keys (422 VALIDATION, 409 conflicts).
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** 403 ACCOUNT_LOCKED: seconds until sign-in is possible again. */
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Error codes the API answers with, beside VALIDATION. */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'EMAIL_TAKEN',
  'RATE_LIMITED',
  'SESSION_EXPIRED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF',
  'NOT_FOUND',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

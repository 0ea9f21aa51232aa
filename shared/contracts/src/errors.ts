import { z } from 'zod';

/**
 * Body of every error answer: a stable code, an English message for logs, and
 * field errors as i18n keys (422 VALIDATION, 409 conflicts).
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** 403 ACCOUNT_LOCKED, 429 LOGIN_SLOWED: seconds until sign-in is possible again. */
  retryAfterSeconds: z.number().int().optional(),
  /** 409 ATTEMPT_LIMIT: the hash of the learner's latest attempt, whose review they may open. */
  reviewHash: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

import { z } from 'zod';

/** Body of every error answer: a stable code, an English message, and field errors as i18n keys. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const errorLogSchema = z.object({
  error: z.string().min(1).max(8000),
  request: z.unknown().optional(),
  response: z.unknown().optional(),
});
export type ErrorLogInput = z.infer<typeof errorLogSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  realtime: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

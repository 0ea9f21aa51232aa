import { z } from 'zod';
import { ERROR_LOG_MAX } from './constants';

/** POST /createErrorLog: a browser failure, with the call that failed when there was one. */
export const errorLogSchema = z.object({
  error: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(ERROR_LOG_MAX),
  request: z.unknown().optional(),
  response: z.unknown().optional(),
});
export type ErrorLogInput = z.infer<typeof errorLogSchema>;

export const errorLogCreatedSchema = z.object({ id: z.string() });
export type ErrorLogCreated = z.infer<typeof errorLogCreatedSchema>;

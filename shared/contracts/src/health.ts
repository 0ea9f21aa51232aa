import { z } from 'zod';

/** GET /health: 200 when everything is up, 503 otherwise. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  realtime: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

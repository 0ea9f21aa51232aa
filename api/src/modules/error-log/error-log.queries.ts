import type { Queryable } from '../../db/database';
import { errorLogs } from '../../db/schema';

export interface NewErrorLog {
  userId: string | null;
  error: string;
  request: unknown;
  response: unknown;
  userAgent: string | null;
}

export async function insertErrorLog(db: Queryable, log: NewErrorLog): Promise<string> {
  const [row] = await db.insert(errorLogs).values(log).returning({ id: errorLogs.id });
  return row!.id;
}

import { ERROR_LOG_MAX, type ErrorLogInput } from '@elearn/contracts';
import type { Queryable } from '../../db/database';
import { insertErrorLog } from './error-log.queries';

/** Most of a request or response kept with a report; the body limit already caps the total. */
const MAX_JSON_CHARS = 16_000;

/** A value kept as JSON, or a note with its first characters when it is too big. */
function capped(value: unknown): unknown {
  if (value === undefined) return null;
  const json = JSON.stringify(value) ?? 'null';
  return json.length > MAX_JSON_CHARS ? { truncated: json.slice(0, MAX_JSON_CHARS) } : value;
}

/** Stores a browser's error report; who sent it when known. */
export function recordErrorReport(
  db: Queryable,
  input: ErrorLogInput,
  userId: string | null,
  userAgent: string | undefined,
): Promise<string> {
  return insertErrorLog(db, {
    userId,
    error: input.error.slice(0, ERROR_LOG_MAX),
    request: capped(input.request),
    response: capped(input.response),
    userAgent: userAgent?.slice(0, 500) ?? null,
  });
}

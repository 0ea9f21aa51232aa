import { errorBodySchema } from '@elearn/contracts';
import type { ErrorStatus } from './errors';

/** Response schemas for the error statuses a route may answer (every sent status must be declared). */
export const errorResponses = <S extends ErrorStatus>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<S, typeof errorBodySchema>;

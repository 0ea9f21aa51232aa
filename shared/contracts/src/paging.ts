import { z } from 'zod';
import { PAGE_LIMIT_MAX } from './constants';

/** `limit` of a list call: 1..PAGE_LIMIT_MAX (422 outside), `fallback` when absent. */
export const pageLimitSchema = (fallback: number) =>
  z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(fallback);

/** `skip` of a list call: how many items of the list come before the page. */
export const pageSkipSchema = z.coerce.number().int().min(0).default(0);

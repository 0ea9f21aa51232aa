import { z } from 'zod';

const route = z.object({
  /** Pattern after the language segment, e.g. "/course/:seo/forum". */
  path: z.string().startsWith('/'),
  /** required: signed-in only; guest: signed-out only; any: everyone. */
  auth: z.enum(['required', 'guest', 'any']).default('any'),
});

const region = z.object({
  region: z.enum(['header', 'tools']),
  when: z.enum(['always', 'signed-in']).default('always'),
});

/** One entry of /remotes.json: a remote, where its build lives, and what it mounts. */
export const remoteEntrySchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9-]*$/),
  version: z.string().min(1),
  manifest: z.string().min(1),
  regions: z.array(region).default([]),
  routes: z.array(route).default([]),
});

export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type RouteEntry = RemoteEntry['routes'][number];

/**
 * Validates /remotes.json entry by entry: a bad entry is logged and skipped,
 * never allowed to stop the site.
 */
export function parseRemotes(json: unknown, log: (message: string) => void = console.error): RemoteEntry[] {
  const list = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) {
    log('remotes.json has no "remotes" list');
    return [];
  }
  const out: RemoteEntry[] = [];
  for (const item of list) {
    const parsed = remoteEntrySchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else log(`Skipping remote entry ${JSON.stringify(item)?.slice(0, 200)}: ${parsed.error.message}`);
  }
  return out;
}

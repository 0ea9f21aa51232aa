import { type ScormMessage, scormMessageSchema } from '@elearn/contracts';

/**
 * The package runtime's message, or null: only from the viewer's own frame
 * (`event.source`; its origin is opaque, "null", so it cannot be the check)
 * and only in the shape the runtime sends (zod), so another window or a
 * package's own script cannot pass off anything else as the learner's state.
 */
export function packageMessageOf(
  event: Pick<MessageEvent, 'source' | 'data'>,
  frame: Window | null | undefined,
): ScormMessage | null {
  if (!frame || event.source !== frame) return null;
  const parsed = scormMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

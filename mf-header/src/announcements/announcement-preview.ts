import { ANNOUNCEMENT_PREVIEW_CHARS } from '@elearn/contracts/constants';

/**
 * The first 400 characters of an announcement (spec 9), cut between whole
 * characters (an emoji is never split) and marked with an ellipsis when cut.
 */
export function announcementPreview(text: string, limit = ANNOUNCEMENT_PREVIEW_CHARS): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}

import type { NotificationKind } from '@elearn/contracts';

/**
 * The preference kind a notification belongs to, by its `short`; null for the
 * ones a user cannot mute (payments, marked essays, support tickets): those
 * answer something the user did and must always arrive.
 */
export function kindOf(short: string): NotificationKind | null {
  if (short.startsWith('forum.')) return 'forum';
  if (short.startsWith('announcement')) return 'announcements';
  if (short === 'rank-reward' || short.startsWith('achievement') || short.startsWith('level'))
    return 'achievements';
  if (short === 'learning-time' || short.startsWith('reminder')) return 'reminders';
  return null;
}

/** Whether `minute` (after local midnight) falls in quiet hours [start, end), which may wrap midnight. */
export function inQuietHours(minute: number, start: number, end: number): boolean {
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

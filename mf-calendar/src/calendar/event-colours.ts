import type { CalendarOccurrence } from './calendar.resource';

/**
 * The colours of event blocks. FullCalendar's default (white on #3788d8,
 * 3.6:1) fails WCAG AA for its small text; each kind of event gets its own
 * background, and the text on it (light or dark) is the one that reaches
 * AA's 4.5:1 for normal text, computed, not chosen by eye.
 */
export type EventKind = 'own' | 'course' | 'learningTime';

export const EVENT_BACKGROUNDS: Record<EventKind, string> = {
  /** The user's own events. */
  own: '#1d4ed8',
  /** A course's events, shown read-only to its learners. */
  course: '#047857',
  /** The learner's learning times (course progress), read-only. */
  learningTime: '#fde68a',
};

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#111827';

/** WCAG 2 relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours. */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** The text colour with the higher contrast on `background`. */
export const textOn = (background: string) =>
  contrast(background, LIGHT_TEXT) >= contrast(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;

export function eventKind(o: Pick<CalendarOccurrence, 'eventId' | 'canEdit'>): EventKind {
  if (o.eventId.startsWith('learning-time-')) return 'learningTime';
  return o.canEdit ? 'own' : 'course';
}

/** FullCalendar's colour fields of an occurrence. */
export function eventColours(o: Pick<CalendarOccurrence, 'eventId' | 'canEdit'>) {
  const background = EVENT_BACKGROUNDS[eventKind(o)];
  return { backgroundColor: background, borderColor: background, textColor: textOn(background) };
}

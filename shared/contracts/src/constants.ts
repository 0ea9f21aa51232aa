/**
 * The contract's plain values (page sizes, limits, event and error names), with
 * no zod: browser code imports them from '@elearn/contracts/constants' so that
 * zod loads only where a form validates or a payload is parsed (ADR 0004).
 * The index re-exports them for the API and the schema files.
 */

/** Posts, comments and replies come in pages of these sizes (learner-experience §2, §7). */
export const FORUM_PAGE = {
  posts: 5,
  firstComments: 2,
  moreComments: 2,
  firstReplies: 1,
  moreReplies: 2,
} as const;

/**
 * The largest page any list call serves; above it the API answers 422. The
 * UI's pages hold 2–10 items; a forum deep link loads the comments up to the
 * linked one, so posts are read in full up to this many comments.
 */
export const PAGE_LIMIT_MAX = 50;

/** An uploaded image may be at most this many bytes. */
export const FORUM_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Page size of /dashboard/announcements; the bell shows the latest unread (spec constants). */
export const ANNOUNCEMENTS_PAGE = 10;
export const ANNOUNCEMENTS_BELL_SIZE = 10;
/** Previews are cut to this many characters. */
export const ANNOUNCEMENT_PREVIEW_CHARS = 400;

/** The notifications popup shows this many a page (learner-experience §8). */
export const NOTIFICATIONS_PAGE = 5;

/** Error codes a purchase can answer with (HTTP 409, translated in the UI). */
export const PURCHASE_ERRORS = ['store.notEnoughCoins', 'store.soldOut', 'store.itemNotFound'] as const;
export type PurchaseError = (typeof PURCHASE_ERRORS)[number];

/** Socket events the client sends; each is acknowledged with `{ success }`. */
export const ACTIVITY_CLIENT_EVENTS = [
  'watch-activity',
  'update-activity',
  'inactive',
  'left-window',
  'unmount',
] as const;
export type ActivityClientEvent = (typeof ACTIVITY_CLIENT_EVENTS)[number];

export const COMPETITION_TIERS = ['gold', 'silver', 'bronze', 'participant'] as const;
export type CompetitionTier = (typeof COMPETITION_TIERS)[number];

/** Error codes the API answers with, beside VALIDATION. */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'EMAIL_TAKEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'LIMIT_REACHED',
  'UPLOAD_RATE_LIMITED',
  'UPLOAD_QUOTA_EXCEEDED',
  'SESSION_EXPIRED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF',
  'NOT_FOUND',
  'INTERNAL',
  // Enrolment and payments.
  'ALREADY_ENROLLED',
  'LOCKED',
  'PAYMENT_REQUIRED',
  'NOTHING_TO_PAY',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A browser error report is cut to this many characters. */
export const ERROR_LOG_MAX = 4000;

/** Whiteboard limits (learner-experience §3, §9; issue 13). */
export const WHITEBOARD_TOOLS = [
  'pen',
  'erase',
  'line',
  'rect',
  'circle',
  'right_triangle',
  'isosceles_triangle',
  'path',
] as const;
export type WhiteboardTool = (typeof WHITEBOARD_TOOLS)[number];
export const PEN_SIZE_MIN = 1;
export const PEN_SIZE_MAX = 50;
export const PEN_SIZE_DEFAULT = 10;
export const WHITEBOARD_NAME_MAX = 100;
/** Coordinates of every item of a board together (x and y count as one point). */
export const WHITEBOARD_POINTS_MAX = 100_000;
export const WHITEBOARD_ITEMS_MAX = 10_000;
/** A save's body at most (Fastify refuses larger before reading it). */
export const WHITEBOARD_BODY_MAX = 10 * 1024 * 1024;
/** Boards one user may keep. */
export const WHITEBOARDS_PER_USER_MAX = 200;
/** The catalogue's search results come 10 a page (learner-experience §9, course filter page). */
export const CATALOGUE_PAGE = 10;
/** The longest search text the catalogue accepts (422 beyond). */
export const CATALOGUE_QUERY_MAX = 200;
/** Calendar constants (learner-experience §9). */
export const CALENDAR = {
  /** Repeating events are not shown beyond this many months after their start. */
  repeatHorizonMonths: 9,
  /** Recurrence frequencies the event dialog offers. */
  frequencies: ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'],
  /** Monthly "on the Nth weekday": First(+1) … Four(+4), Last(−1). */
  ordinals: [1, 2, 3, 4, -1],
  /** End time when none is chosen ('00:00' = the end of the start day). */
  defaultEndTime: '00:00',
  /** Notes are shown cut to this many characters. */
  notesPreviewChars: 100,
  /** Month view keeps this minimum width, scrolling sideways on small screens. */
  monthMinWidthPx: 1600,
  titleMax: 200,
  notesMax: 5000,
  urlMax: 2000,
  /** The API expands at most this range in one call (days). */
  rangeMaxDays: 400,
} as const;
export type CalendarFrequency = (typeof CALENDAR.frequencies)[number];

// Course materials' tree rules and upload types: plain TypeScript the API and the
// pages share, served to the browser through this zod-free entry (the shell provides it).
export * from './material-uploads';
export * from './materials-tree';

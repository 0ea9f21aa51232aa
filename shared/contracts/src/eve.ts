import { z } from 'zod';
import {
  EVE_MESSAGES_MAX,
  EVE_PROMPT_MAX,
  EVE_SCREENSHOT_MAX,
  EVE_THREAD_NAME_MAX,
  EVE_THREADS_MAX,
} from './constants';

/*
 * Eve, the AI tutor (learner-experience §3 Chat, §5 Eve editor, §7 /chat/*, §9): threads, the ask
 * body and the streamed answer's events. Shared by the API and the panel in mf-tools.
 */

export const eveMessageSchema = z.object({
  fromEve: z.boolean(),
  content: z.string().max(EVE_PROMPT_MAX),
  sentAt: z.iso.datetime(),
});
export type EveMessage = z.infer<typeof eveMessageSchema>;

export const eveThreadSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(EVE_THREAD_NAME_MAX),
  courseId: z.string().max(64).nullable(),
  messages: z.array(eveMessageSchema).max(EVE_MESSAGES_MAX),
});
export type EveThread = z.infer<typeof eveThreadSchema>;

export const eveThreadsSchema = z.object({ threads: z.array(eveThreadSchema).max(EVE_THREADS_MAX) });
export type EveThreads = z.infer<typeof eveThreadsSchema>;

export const askEveBodySchema = z.object({
  userPrompt: z.string().trim().min(1).max(EVE_PROMPT_MAX),
  /** The course asked about (from the page's URL or the panel's picker). */
  courseId: z.uuid(),
  /** A data: URL image of the page, when the learner allowed it. */
  screenshot: z
    .string()
    .max(EVE_SCREENSHOT_MAX)
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/)
    .optional(),
  currentURL: z.string().max(2000).optional(),
});
export type AskEveBody = z.infer<typeof askEveBodySchema>;

export const enhancePromptBodySchema = askEveBodySchema.pick({ userPrompt: true, currentURL: true });

export const eveCitationSchema = z.object({
  lessonId: z.string(),
  lessonName: z.string(),
  href: z.string(),
  quote: z.string(),
});
export type EveCitation = z.infer<typeof eveCitationSchema>;

/** POST /chat/askEve without `Accept: text/event-stream`: the whole answer at once. */
export const askEveAnswerSchema = z.object({
  answer: z.string(),
  grounded: z.boolean(),
  /** Hints only: the question is one of the learner's test in progress (Eve leads, never answers it). */
  hintsOnly: z.boolean(),
  citations: z.array(eveCitationSchema),
});
export type AskEveAnswer = z.infer<typeof askEveAnswerSchema>;

/**
 * The streamed answer (Server-Sent Events, `Accept: text/event-stream`): `meta` first (citations),
 * then `token` events in order, then `done`, or `error` with a code if the model failed midway.
 */
export type EveStreamEvent =
  | { type: 'meta'; grounded: boolean; hintsOnly: boolean; citations: EveCitation[] }
  | { type: 'token'; text: string }
  | { type: 'done' }
  | { type: 'error'; code: string; message: string };

/** One learner's threads about a course, read-only for its instructors. */
export const eveTranscriptSchema = z.object({
  learner: z.object({ id: z.string(), name: z.string() }),
  threads: z.array(eveThreadSchema),
});
export type EveTranscript = z.infer<typeof eveTranscriptSchema>;

export const eveTopicSchema = z.object({
  lessonId: z.string(),
  lessonName: z.string(),
  questions: z.number().int(),
});
export type EveTopic = z.infer<typeof eveTopicSchema>;

/** The courses the panel can ask about: the user's, by role. */
export const eveCourseSchema = z.object({
  id: z.string(),
  seoTxt: z.string(),
  title: z.string(),
  role: z.enum(['learner', 'instructor']),
});
export type EveCourse = z.infer<typeof eveCourseSchema>;

export const eveStateSchema = z.object({
  threads: z.array(eveThreadSchema),
  courses: z.array(eveCourseSchema),
  /** Whether the user may ask (askeve access); threads stay readable either way. */
  unlocked: z.boolean(),
  /** Whether instructors of the learner's courses can read these threads (the panel says so). */
  instructorsCanRead: z.boolean(),
});
export type EveState = z.infer<typeof eveStateSchema>;

/** The local calendar day of an instant in an IANA zone (UTC when the zone is unknown): the quota's day. */
export function quotaDay(at: Date, timeZone: string): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }
  return format.format(at);
}

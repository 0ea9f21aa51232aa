import { z } from 'zod';
import { passwordSchema, timeZoneSchema } from './auth';
import {
  CORNER_NOTES_MAX,
  NOTIFICATION_KINDS,
  type NotificationKind,
  SCHOOL_SYSTEMS,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
} from './constants';
import { hasVisibleText } from './text/visible-text';

// Issue 17, the learner's side: profile, notification preferences, support
// tickets, study corners and the translation dictionary. Messages are i18n keys
// (namespace "common", key "validation.*").

const LANGS = ['en', 'ar', 'fr', 'de'] as const;
const text = () => z.string({ error: 'validation.required' });
const visible = (min: number, max: number) =>
  text()
    .trim()
    .min(min, min >= 3 ? 'validation.min3' : 'validation.required')
    .max(max, 'validation.invalid')
    .refine(hasVisibleText, 'validation.required');
/** An optional short field: empty text clears it. */
const optional = (max: number) =>
  text()
    .trim()
    .max(max, 'validation.invalid')
    .transform((v) => v || null)
    .nullable();

export const profileSchema = z.object({
  firstName: visible(3, 80),
  lastName: visible(3, 80),
  phone: text()
    .trim()
    .regex(/^(\+?[0-9 ()-]{6,20})?$/, 'validation.phone')
    .transform((v) => v || null)
    .nullable(),
  schoolSystem: z.enum(SCHOOL_SYSTEMS, 'validation.invalid').nullable(),
  gradeLevel: optional(40),
  timezone: timeZoneSchema,
  language: z.enum(LANGS, 'validation.invalid'),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema> & { email: string; image: string | null };
export const profileResponseSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  schoolSystem: z.enum(SCHOOL_SYSTEMS).nullable(),
  gradeLevel: z.string().nullable(),
  timezone: z.string(),
  language: z.enum(LANGS),
});

export const passwordChangeSchema = z
  .object({
    currentPassword: text().min(1, 'validation.required').max(200, 'validation.password'),
    newPassword: passwordSchema,
    confirmPassword: text(),
    /** Stay signed in here (true) or sign out everywhere; other devices are signed out either way. */
    keepThisDevice: z.boolean().default(true),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmMatch',
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** HH:MM, 00:00–23:59. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.clock');

export const notificationPreferencesSchema = z
  .object({
    kinds: z.object(
      Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [kind, z.object({ inApp: z.boolean(), email: z.boolean() })]),
      ) as Record<NotificationKind, z.ZodObject<{ inApp: z.ZodBoolean; email: z.ZodBoolean }>>,
    ),
    quietHours: z.object({ start: clock, end: clock }).nullable(),
  })
  .refine((v) => !v.quietHours || v.quietHours.start !== v.quietHours.end, {
    path: ['quietHours', 'end'],
    message: 'validation.quietHoursSame',
  });
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

export const ticketAttachmentSchema = z.object({ key: z.string().max(200), name: z.string().max(200) });

export const ticketCreateSchema = z.object({
  subject: visible(3, 120),
  category: z.enum(TICKET_CATEGORIES, 'validation.required'),
  message: visible(1, 5000),
  attachment: ticketAttachmentSchema.nullable().optional(),
});
export type TicketCreateInput = z.input<typeof ticketCreateSchema>;

export const ticketReplySchema = z.object({
  message: visible(1, 5000),
  attachment: ticketAttachmentSchema.nullable().optional(),
});
export type TicketReplyInput = z.input<typeof ticketReplySchema>;

export const ticketStatusSchema = z.object({ status: z.enum(TICKET_STATUSES, 'validation.invalid') });

export const ticketListQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  search: z.string().trim().max(100).optional(),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

export const ticketSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
export const ticketListSchema = z.object({ tickets: z.array(ticketSummarySchema), total: z.number().int() });
export type TicketList = z.infer<typeof ticketListSchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** A signed address of the attachment, valid for a while. */
  attachment: z.object({ url: z.string(), name: z.string() }).nullable(),
  author: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), staff: z.boolean() }),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;
export const ticketThreadSchema = z.object({
  ticket: ticketSummarySchema,
  messages: z.array(ticketMessageSchema),
});
export type TicketThread = z.infer<typeof ticketThreadSchema>;

export const studyCornerNameSchema = z.object({ name: visible(3, 80) });
export const studyCornerSchema = z.object({
  id: z.string(),
  name: z.string(),
  owned: z.boolean(),
  createdAt: z.string(),
});
export type StudyCorner = z.infer<typeof studyCornerSchema>;

/** The shared timer as the server holds it: clients compute what is left from startedAt. */
export const cornerTimerSchema = z.object({
  phase: z.enum(['focus', 'break']),
  seconds: z.number().int(),
  startedAt: z.string().nullable(),
  leftSeconds: z.number().int(),
});
export type CornerTimer = z.infer<typeof cornerTimerSchema>;
export const cornerTimerActionSchema = z.object({
  action: z.enum(['start', 'pause', 'reset', 'switch']),
});

export const studyCornerPageSchema = studyCornerSchema.extend({
  inviteCode: z.string().nullable(),
  notes: z.string(),
  timer: cornerTimerSchema,
  members: z.array(z.object({ id: z.string(), firstName: z.string(), lastName: z.string() })),
  /** Server time, so a client with a wrong clock still counts down in sync. */
  serverNow: z.string(),
});
export type StudyCornerPage = z.infer<typeof studyCornerPageSchema>;
export const cornerNotesSchema = z.object({ notes: z.string().max(CORNER_NOTES_MAX, 'validation.invalid') });

export const translationKeySchema = z.object({
  keyword: z.string().min(1).max(500),
  lang: z.enum(LANGS),
});
/** A dictionary entry staff write (PUT /translation/entry): `namespace:key`, language and text. */
export const translationEntrySchema = z.object({
  keyword: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.invalid')
    .regex(/^[\w-]+:\S+$/, 'validation.invalid'),
  lang: z.enum(LANGS, { error: 'validation.required' }),
  value: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(2000, 'validation.invalid'),
});
export type TranslationEntry = z.infer<typeof translationEntrySchema>;
export const translationResultSchema = z.object({ keyword: z.string(), lang: z.string(), value: z.string() });
/** lang → keyword → text. */
export const translationDictSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type TranslationDict = z.infer<typeof translationDictSchema>;

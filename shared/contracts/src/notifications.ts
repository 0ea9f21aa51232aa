import { z } from 'zod';
import { NOTIFICATIONS_PAGE } from './constants';
import { pageLimitSchema, pageSkipSchema } from './paging';

/**
 * How a notification's text is built: `template` is an i18n key whose
 * `{{name}}` placeholders take `attributes`; `link` also navigates to
 * `attributes.link`, `custom` is rendered by a component chosen by `short`.
 */
export const notificationTemplateTypeSchema = z.enum(['link', 'text', 'custom']);
export type NotificationTemplateType = z.infer<typeof notificationTemplateTypeSchema>;

export const notificationEventSchema = z.object({
  short: z.string(),
  template: z.string(),
  templateType: notificationTemplateTypeSchema,
});

export const notificationSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  seenAt: z.string().nullable(),
  /** Values substituted into the template; `link` (a path without the lang segment) for templateType link. */
  attributes: z.record(z.string(), z.string()),
  notificationEvent: notificationEventSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET /notification/listAll?limit&after: newest first. `after` is the id of
 * the last notification the caller has (keyset paging: the page starts right
 * below it, whatever arrived since); `skip` is the older offset form.
 */
export const notificationListQuerySchema = z.object({
  limit: pageLimitSchema(NOTIFICATIONS_PAGE),
  skip: pageSkipSchema,
  after: z.uuid().optional(),
});
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  notSeenCount: z.number().int(),
  total: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** PUT /notification/seen/{id}. */
export const notificationSeenSchema = z.object({ id: z.string(), seenAt: z.string() });

import { z } from 'zod';
import { ANNOUNCEMENTS_PAGE } from './constants';
import { pageLimitSchema, pageSkipSchema } from './paging';
import { hasVisibleText } from './text/visible-text';

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * GET /announcements?unread=true&limit=10 (the bell) or ?limit&skip (the page).
 * `unreadCount` feeds the bell's badge.
 */
export const announcementListQuerySchema = z.object({
  limit: pageLimitSchema(ANNOUNCEMENTS_PAGE),
  skip: pageSkipSchema,
  unread: z.enum(['true', 'false']).optional(),
});
export const announcementListSchema = z.object({
  announcements: z.array(announcementSchema),
  total: z.number().int(),
  unreadCount: z.number().int(),
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** POST /announcements (permissionLevel above 2). Text is plain; shown with line breaks; invisible-only text is empty. */
export const announcementCreateSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'validation.announcement.titleMin')
    .max(200, 'validation.announcement.titleMax')
    .refine(hasVisibleText, 'validation.announcement.titleMin'),
  text: z
    .string()
    .trim()
    .min(1, 'validation.announcement.textRequired')
    .max(10_000, 'validation.announcement.textMax')
    .refine(hasVisibleText, 'validation.announcement.textRequired'),
});
export type AnnouncementCreate = z.infer<typeof announcementCreateSchema>;

/** Socket `deletedAnnouncement` payload; `announcement` carries an Announcement. */
export const deletedAnnouncementEventSchema = z.object({ id: z.string() });

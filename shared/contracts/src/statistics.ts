import { z } from 'zod';

/** An achievement badge (spec: type, title, msg, icon…); none are awarded yet. */
export const badgeSchema = z.object({
  type: z.string(),
  title: z.string(),
  msg: z.string(),
  iconType: z.enum(['fontawesome', 'svg+placeholder', 'from_another_table']),
  icon: z.string(),
  tooltipCached: z.string().optional(),
  iconCached: z.string().optional(),
  createdAt: z.iso.datetime(),
});
export type Badge = z.infer<typeof badgeSchema>;

/** GET /user/getStatistics (learners only): what the header and dashboard show. */
export const statisticsSchema = z.object({
  level: z.number().int(),
  expValue: z.number().int(),
  coins: z.number().int(),
  streakDays: z.number().int(),
  freezeChances: z.number().int(),
  badges: z.array(badgeSchema),
});
export type Statistics = z.infer<typeof statisticsSchema>;

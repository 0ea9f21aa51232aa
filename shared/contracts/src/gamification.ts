import { z } from 'zod';
import { COMPETITION_TIERS } from './constants';
import { badgeSchema } from './statistics';

/** Payload of update-activity, inactive, left-window and unmount. */
export const activityReportSchema = z.object({
  route: z.string().max(500),
  /** Minutes since the last report, rounded to 2 decimals. */
  gainedMinutes: z.number().min(0).max(60),
});
export type ActivityReport = z.infer<typeof activityReportSchema>;
export const activityAckSchema = z.object({ success: z.boolean() });

/** GET /user/getStreakProgress. Dates are the user's local days, YYYY-MM-DD. */
export const streakProgressSchema = z.object({
  userStreak: z.object({
    daysCount: z.number().int(),
    freezeChances: z.number().int(),
    /** Local day of the last streak-up, or null before the first. */
    lastStreakUp: z.string().nullable(),
    frostDays: z.array(z.string()),
    /** Local days on which the target was reached (the current run and earlier). */
    streakDays: z.array(z.string()),
  }),
  streakDailyTarget: z.object({ minutes: z.number() }),
  userTodayProgress: z.object({ minutes: z.number() }),
  /** The user's local today, YYYY-MM-DD, and IANA timezone. */
  today: z.string(),
  timezone: z.string(),
});
export type StreakProgress = z.infer<typeof streakProgressSchema>;

export const rankingUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
});
export const yearExpRowSchema = z.object({
  rank: z.number().int(),
  xp: z.number().int(),
  /** When the row last gained XP (ties break by who got there first). */
  lastStatusUp: z.string().nullable(),
  user: rankingUserSchema,
});
export type YearExpRow = z.infer<typeof yearExpRowSchema>;
export const rankRewardSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  rank: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
});
export type RankReward = z.infer<typeof rankRewardSchema>;

/** GET /exp/getYearRanking: top 5, then the caller's own row when outside it. */
export const yearRankingSchema = z.object({
  year: z.number().int(),
  sortedYearExps: z.array(yearExpRowSchema),
  ownRow: yearExpRowSchema.nullable(),
  currentYearRankRewards: z.array(rankRewardSchema),
});
export type YearRanking = z.infer<typeof yearRankingSchema>;

/** GET /exp/rankReward/{rewardId}: a reward and, once granted, who won it. */
export const rankRewardDetailSchema = z.object({
  reward: rankRewardSchema,
  winner: rankingUserSchema.nullable(),
  grantedAt: z.string().nullable(),
});
export type RankRewardDetail = z.infer<typeof rankRewardDetailSchema>;

/** Socket `competition-result`. */
export const competitionResultEventSchema = z.object({
  competition: z.object({ id: z.string(), course: z.object({ title: z.string() }) }),
  studentsCompetitions: z.array(
    z.object({
      rank: z.number().int(),
      tier: z.enum(COMPETITION_TIERS),
      xpPoints: z.number().int(),
      user: rankingUserSchema,
    }),
  ),
});
export type CompetitionResultEvent = z.infer<typeof competitionResultEventSchema>;

/** Socket `xp-gained`: what was added and the totals after it. */
export const xpGainedEventSchema = z.object({
  gained: z.number().int(),
  reason: z.enum(['study', 'streak-up', 'assessment', 'achievement', 'competition']),
  expValue: z.number().int(),
  level: z.number().int(),
  coins: z.number().int(),
});
export type XpGainedEvent = z.infer<typeof xpGainedEventSchema>;

/** Socket `streak-up`. */
export const streakUpEventSchema = z.object({
  daysCount: z.number().int(),
  freezeChances: z.number().int(),
  day: z.string(),
});
export type StreakUpEvent = z.infer<typeof streakUpEventSchema>;

/** Socket `new_achievement`. */
export const newAchievementEventSchema = badgeSchema;

import { z } from 'zod';

export const ROLES = ['Learner', 'Instructor', 'Editor', 'Admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const userPlanSchema = z.object({
  name: z.string(),
  startDate: z.string(),
  renewDate: z.string(),
  /** Names of the plan's features (compared case-insensitively). */
  features: z.array(z.string()),
});

export const userSchema = z.object({
  id: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  permissionLevel: z.number().int(),
  plan: userPlanSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ user: userSchema, accessToken: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const statisticsSchema = z.object({
  level: z.number().int(),
  expValue: z.number().int(),
  coins: z.number().int(),
  streakDays: z.number().int(),
  freezeChances: z.number().int(),
  badges: z.array(z.unknown()),
});
export type Statistics = z.infer<typeof statisticsSchema>;

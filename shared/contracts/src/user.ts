import { z } from 'zod';
import { ROLES } from './constants';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The user's current (latest) plan; feature access also checks renewDate. */
export const userPlanSchema = z.object({
  name: z.string(),
  startDate: z.iso.datetime(),
  renewDate: z.iso.datetime(),
  /** Names of the plan's features (compared case-insensitively). */
  features: z.array(z.string()),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

export const userSchema = z.object({
  id: z.string(),
  role: roleSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  /** 1 learner, 2 instructor, 3 editor, 4 admin; rules of the spec compare against it. */
  permissionLevel: z.number().int(),
  plan: userPlanSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

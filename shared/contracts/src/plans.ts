import { z } from 'zod';

/** A feature a plan unlocks, with its limits where it has any. */
export const planFeatureSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  quotaPerDay: z.number().int().optional(),
  maxPerItem: z.number().int().optional(),
  itemType: z.string().optional(),
});
export type PlanFeature = z.infer<typeof planFeatureSchema>;

/** GET /plans: a subscription plan; fees in piastres (1/100 EGP). */
export const planSchema = z.object({
  id: z.string(),
  name: z.string(),
  defaultDurationInMonth: z.number().int(),
  feesPiastres: z.number().int(),
  features: z.array(planFeatureSchema),
  /** Its picture (an address on this site), or null. */
  image: z.string().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

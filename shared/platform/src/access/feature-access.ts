import type { User } from '@elearn/contracts';

/**
 * Whether a user may use a plan feature (spec: permissionLevel above 1 always
 * may; otherwise a current plan, not past its renewDate, that includes the
 * feature by name, compared case-insensitively).
 */
export function hasFeatureAccess(
  user: Pick<User, 'permissionLevel' | 'plan'> | null,
  feature: string,
  now: Date = new Date(),
): boolean {
  if (!user) return false;
  if (user.permissionLevel > 1) return true;
  const plan = user.plan;
  if (!plan) return false;
  const renew = Date.parse(plan.renewDate);
  if (Number.isNaN(renew) || now.getTime() > renew) return false;
  const wanted = feature.toLowerCase();
  return plan.features.some((name) => name.toLowerCase() === wanted);
}

import type { User } from '@elearn/contracts';
// The zod-free access rules alone: the contracts' index would bring zod to every page.
import { ROLE_GROUPS } from '@elearn/contracts/access';

/**
 * Whether a user may use a plan feature (spec: everyone above a learner,
 * `allFeatures` of the access rules, always may; otherwise a current plan,
 * not past its renewDate, that includes the feature by name, compared
 * case-insensitively).
 */
export function hasFeatureAccess(
  user: Pick<User, 'permissionLevel' | 'plan'> | null,
  feature: string,
  now: Date = new Date(),
): boolean {
  if (!user) return false;
  if (ROLE_GROUPS.allFeatures(user)) return true;
  const plan = user.plan;
  if (!plan) return false;
  const renew = Date.parse(plan.renewDate);
  if (Number.isNaN(renew) || now.getTime() > renew) return false;
  const wanted = feature.toLowerCase();
  return plan.features.some((name) => name.toLowerCase() === wanted);
}

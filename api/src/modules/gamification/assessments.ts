import { inTransaction, type Tx } from '../../db/transaction';
import { gainXp, grantAchievement } from './achievements.service';
import type { GamificationContext } from './gamification.context';
import { PASS_PERCENTAGE, XP } from './xp';

/**
 * For the assessments domain (a later issue): call when a learner's
 * assessment is scored. A pass (≥ 50%) gives half the percentage in XP and
 * the first-passed-test achievement; a fail gives nothing.
 */
export async function awardAssessment(
  ctx: GamificationContext,
  userId: string,
  percentage: number,
): Promise<{ passed: boolean; xp: number }> {
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) {
    throw new RangeError(`percentage must be 0–100, got ${percentage}`);
  }
  if (percentage < PASS_PERCENTAGE) return { passed: false, xp: 0 };
  return inTransaction(ctx, (tx) => awardAssessmentIn(tx, userId, percentage));
}

/** awardAssessment inside the caller's transaction (the one that stores the score). */
export async function awardAssessmentIn(
  tx: Tx,
  userId: string,
  percentage: number,
): Promise<{ passed: boolean; xp: number }> {
  if (percentage < PASS_PERCENTAGE) return { passed: false, xp: 0 };
  const xp = XP.assessment(percentage);
  await gainXp(tx, userId, xp, 'assessment');
  await grantAchievement(tx, userId, 'first-passed-test');
  return { passed: true, xp };
}

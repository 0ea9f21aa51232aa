import type { FeaturePlan } from '@elearn/contracts';
import type { Run } from '../../db/transaction';

/** A user's current (latest started) plan with its feature names, read fresh (not from the session cache). */
export async function currentPlanOf(db: Run, userId: string): Promise<FeaturePlan | null> {
  const { rows } = await db.query<{ start_date: Date; renew_date: Date; features: { name: string }[] }>(
    `SELECT up.start_date, up.renew_date, p.features FROM user_plans up JOIN plans p ON p.id = up.plan_id
     WHERE up.user_id = $1 ORDER BY up.start_date DESC LIMIT 1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    startDate: new Date(row.start_date).toISOString(),
    renewDate: new Date(row.renew_date).toISOString(),
    features: row.features.map((f) => f.name),
  };
}

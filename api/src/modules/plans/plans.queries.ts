import type { Plan } from '@elearn/contracts';
import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { plans } from '../../db/schema';

/** Every plan, cheapest first. */
export async function listPlans(db: Queryable): Promise<Plan[]> {
  const rows = await db
    .select({
      id: plans.id,
      name: plans.name,
      defaultDurationInMonth: plans.defaultDurationInMonth,
      feesPiastres: plans.feesPiastres,
      features: plans.features,
      image: plans.image,
    })
    .from(plans)
    .orderBy(asc(plans.feesPiastres), asc(plans.name));
  return rows;
}

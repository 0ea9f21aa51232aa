import { CALCULATOR_KEYS, type CalculatorKey, type CalculatorSettings } from '@elearn/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { courseCalculatorKeys } from '../../db/schema';

/** The pad's order, without repeats: what a setting stores and what the calculator shows. */
const inPadOrder = (keys: CalculatorKey[] | null) =>
  keys === null ? null : CALCULATOR_KEYS.filter((k) => keys.includes(k));

/** calcperm: a course's narrowing of the calculator's scientific keys (no setting: every key). */
export function calculatorService(ctx: AppContext) {
  const db = ctx.database.db;

  async function settings(courseId: string): Promise<CalculatorSettings> {
    const [row] = await db
      .select()
      .from(courseCalculatorKeys)
      .where(eq(courseCalculatorKeys.courseId, courseId));
    return { keys: row?.keys ?? null, assessmentKeys: row?.assessmentKeys ?? null };
  }

  return {
    settings,

    /** The keys on the course's pages, or on its test pages (their own list, else the course's). */
    async permitted(courseId: string, during: 'study' | 'assessment'): Promise<CalculatorKey[]> {
      const s = await settings(courseId);
      const keys = during === 'assessment' ? (s.assessmentKeys ?? s.keys) : s.keys;
      return keys ?? [...CALCULATOR_KEYS];
    },

    async save(courseId: string, userId: string, body: CalculatorSettings): Promise<CalculatorSettings> {
      const values = { keys: inPadOrder(body.keys), assessmentKeys: inPadOrder(body.assessmentKeys) };
      await db
        .insert(courseCalculatorKeys)
        .values({ courseId, ...values, updatedBy: userId, updatedAt: ctx.now() })
        .onConflictDoUpdate({
          target: courseCalculatorKeys.courseId,
          set: { ...values, updatedBy: userId, updatedAt: ctx.now() },
        });
      return values;
    },
  };
}

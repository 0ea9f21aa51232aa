import { eq, inArray } from 'drizzle-orm';
import { seedAnnouncementsDemo } from '../../modules/announcements/announcements.seed';
import { seedQuestionBankDemo } from '../../modules/assessments/assessments.seed';
import { hashPassword } from '../../modules/auth/passwords';
import { seedCatalogueDemo } from '../../modules/catalogue/catalogue.seed';
import { seedDacumDemo } from '../../modules/dacum/dacum.seed';
import { seedForumDemo } from '../../modules/forum/forum.seed';
import { seedGamificationDemo } from '../../modules/gamification/gamification.seed';
import { seedNotificationsDemo } from '../../modules/notifications/notifications.seed';
import { seedProgressDemo } from '../../modules/progress/progress.seed';
import { seedStoreDemo } from '../../modules/store/store.seed';
import { seedStudyCornersDemo } from '../../modules/study-corners/study-corners.seed';
import { courseProgress, courses, plans, userPlans, userStats, users } from '../schema';
import { inTransaction, type TransactionContext } from '../transaction';
import { DEMO_ACCOUNTS, DEMO_COURSES, DEMO_LEARNER, DEMO_PASSWORD, DEMO_PLANS } from './demo-data';

const DAY_MS = 86_400_000;

/**
 * Demo data for a first start: plans, courses, one account per role, and a
 * learner with a plan, stats and two enrolments. Idempotent: what exists is
 * left as it is (a changed demo password stays changed). Returns whether it
 * created anything.
 */
export async function seedDemo(ctx: TransactionContext): Promise<boolean> {
  const present = await ctx.database.db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  if (present.length === DEMO_ACCOUNTS.length) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await inTransaction(ctx, async ({ db: tx, now }) => {
    await tx.insert(plans).values(DEMO_PLANS).onConflictDoNothing({ target: plans.name });
    await tx
      .insert(courses)
      .values(DEMO_COURSES.map((c) => ({ ...c, keywords: [...c.keywords] })))
      .onConflictDoNothing({ target: courses.seoTxt });
    const created = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash })))
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    const learner = created.find((u) => u.email === DEMO_LEARNER.email);
    if (!learner) return;

    await tx.insert(userStats).values({ userId: learner.id, ...DEMO_LEARNER.stats });
    const [pro] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.name, DEMO_LEARNER.plan));
    await tx.insert(userPlans).values({
      userId: learner.id,
      planId: pro!.id,
      startDate: new Date(now.getTime() - 30 * DAY_MS),
      renewDate: new Date(now.getTime() + 335 * DAY_MS),
    });
    const enrolled = await tx
      .select({ id: courses.id, seoTxt: courses.seoTxt })
      .from(courses)
      .where(
        inArray(
          courses.seoTxt,
          DEMO_LEARNER.enrolments.map((e) => e.seoTxt),
        ),
      );
    await tx.insert(courseProgress).values(
      DEMO_LEARNER.enrolments.map((e) => ({
        userId: learner.id,
        courseId: enrolled.find((c) => c.seoTxt === e.seoTxt)!.id,
        completion: e.completion,
      })),
    );
    await seedForumDemo(tx, now);
    await seedGamificationDemo(tx, now, passwordHash);
    await seedNotificationsDemo(tx);
    await seedAnnouncementsDemo(tx, now);
    await seedStoreDemo(tx);
    await seedCatalogueDemo(tx);
    await seedProgressDemo(tx, now);
    await seedQuestionBankDemo(tx);
    await seedStudyCornersDemo(tx, now);
    await seedDacumDemo(tx);
  });
  return true;
}

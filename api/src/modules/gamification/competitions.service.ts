import type { CompetitionResultEvent } from '@elearn/contracts';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { recordAudit } from '../audit/audit.queries';
import { gainXp } from './achievements.service';
import { TIER_XP, tierForRank } from './competition.tiers';
import * as q from './competitions.queries';
import type { GamificationContext } from './gamification.context';

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such competition.');

const toEvent = (id: string, courseTitle: string, rows: q.ResultRow[]): CompetitionResultEvent => ({
  competition: { id, course: { title: courseTitle } },
  studentsCompetitions: rows.map((r) => ({
    rank: r.rank,
    tier: r.tier,
    xpPoints: r.xp_points,
    user: { id: r.user_id, firstName: r.first_name, lastName: r.last_name, image: r.image },
  })),
});

/** POST /competitions: a course's competition over a time window (staff), written to the audit log with it. */
export async function createCompetition(
  ctx: GamificationContext,
  input: { courseId: string; startsAt: Date; endsAt: Date },
  actorId: string,
): Promise<{ id: string }> {
  if (input.endsAt <= input.startsAt) {
    throw new HttpError(422, 'VALIDATION', 'A competition ends after it starts.', {
      errors: { endsAt: 'validation.invalid' },
    });
  }
  const db = ctx.database.pool;
  if (!isUuid(input.courseId) || !(await q.courseExists(db, input.courseId))) {
    throw new HttpError(404, 'NOT_FOUND', 'No such course.');
  }
  return inTransaction(ctx, async (tx) => {
    const id = await q.insertCompetition(tx.client, input.courseId, input.startsAt, input.endsAt);
    const after = { courseId: input.courseId, startsAt: input.startsAt, endsAt: input.endsAt };
    await recordAudit(
      tx.client,
      { actorId, action: 'create', entity: 'competition', entityId: id, before: null, after },
      tx.now,
    );
    return { id };
  });
}

/**
 * Closes a competition once: ranks the learners by study minutes on the
 * course's pages within its window (closing early ends the window there),
 * gives tiers and their XP, and sends `competition-result` to every
 * participant. Closing again answers the stored results and changes nothing.
 * Closed by a staff member (`actorId`), the close is in the audit log; the
 * scheduled close of an ended window is no one's change and is not.
 */
export async function closeCompetition(
  ctx: GamificationContext,
  id: string,
  actorId?: string,
): Promise<CompetitionResultEvent & { closedNow: boolean }> {
  const found = isUuid(id) ? await q.findCompetition(ctx.database.pool, id) : null;
  if (!found) throw notFound();
  const closedNow = await inTransaction(ctx, async (tx) => {
    const window = await q.closeOnce(tx.client, id, tx.now);
    if (!window) return false;
    const standings = await q.studyMinutesInWindow(
      tx.client,
      window.course_id,
      window.starts_at,
      window.ends_at,
    );
    for (const [index, { userId, minutes }] of standings.entries()) {
      const rank = index + 1;
      const tier = tierForRank(rank);
      await q.insertResult(tx.client, { competitionId: id, userId, rank, tier, minutes, xp: TIER_XP[tier] });
      await gainXp(tx, userId, TIER_XP[tier], 'competition');
    }
    const event = toEvent(id, found.course_title, await q.listResults(tx.client, id));
    for (const { userId } of standings) tx.emit(userId, 'competition-result', event);
    if (actorId) {
      const before = { startsAt: window.starts_at, endsAt: window.ends_at, closedAt: null };
      const after = { closedAt: tx.now, results: event.studentsCompetitions.length };
      await recordAudit(
        tx.client,
        { actorId, action: 'close', entity: 'competition', entityId: id, before, after },
        tx.now,
      );
    }
    return true;
  });
  return { ...toEvent(id, found.course_title, await q.listResults(ctx.database.pool, id)), closedNow };
}

/** Scheduled: closes the competitions whose window has ended. */
export async function closeEndedCompetitions(ctx: GamificationContext): Promise<void> {
  for (const id of await q.endedOpenCompetitions(ctx.database.pool, ctx.now()))
    await closeCompetition(ctx, id);
}

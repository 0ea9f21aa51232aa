import { randomBytes } from 'node:crypto';
import {
  type CornerTimer,
  hasFeatureAccess,
  type StudyCorner,
  type StudyCornerPage,
  type User,
} from '@elearn/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { applyTimerAction, type TimerAction } from './corner-timer';

/** A corner's socket.io room: its members' open pages. */
export const cornerRoom = (id: string) => `corner:${id}`;
export type EmitToCorner = (cornerId: string, event: string, payload: unknown) => void;

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such study corner.');
const MAX_CORNERS = 50;

interface CornerRow {
  id: string;
  owner_id: string;
  name: string;
  invite_code: string;
  notes: string;
  timer_phase: CornerTimer['phase'];
  timer_seconds: number;
  timer_started_at: Date | null;
  timer_left_seconds: number;
  created_at: Date;
}
const timerOf = (r: CornerRow): CornerTimer => ({
  phase: r.timer_phase,
  seconds: r.timer_seconds,
  startedAt: r.timer_started_at && new Date(r.timer_started_at).toISOString(),
  leftSeconds: r.timer_left_seconds,
});

/** Whether a user may use study corners at all: their plan has studyCorner (staff always). */
export function requireStudyCorner(user: User, now: Date) {
  if (!hasFeatureAccess(user, 'studyCorner', now)) {
    throw new HttpError(403, 'LOCKED', 'Your plan does not include study corners.');
  }
}

/**
 * Study corners (authoring §2 "Study corners"): a user's own corners and the
 * ones they were invited to. Only members (the owner, and whoever opened the
 * invitation link) read or change a corner; anybody else gets 404.
 */
export function studyCornersService(ctx: AppContext, emit: EmitToCorner) {
  const db = ctx.database.pool;

  async function memberCorner(run: Pick<typeof db, 'query'>, user: User, id: string, lock = false) {
    if (!isUuid(id)) throw notFound();
    const { rows } = await run.query<CornerRow>(
      `SELECT c.* FROM study_corners c
        WHERE c.id = $1 AND (c.owner_id = $2 OR EXISTS
          (SELECT 1 FROM study_corner_members m WHERE m.corner_id = c.id AND m.user_id = $2))
       ${lock ? 'FOR UPDATE' : ''}`,
      [id, user.id],
    );
    if (!rows[0]) throw notFound();
    return rows[0];
  }

  return {
    /** Whether the user is a member (sockets join the room by this). */
    async isMember(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const { rows } = await db.query(
        `SELECT 1 FROM study_corners c WHERE c.id = $1 AND (c.owner_id = $2 OR EXISTS
           (SELECT 1 FROM study_corner_members m WHERE m.corner_id = c.id AND m.user_id = $2))`,
        [id, userId],
      );
      return rows.length > 0;
    },

    async list(user: User): Promise<StudyCorner[]> {
      const { rows } = await db.query<CornerRow>(
        `SELECT c.* FROM study_corners c
          WHERE c.owner_id = $1 OR EXISTS (SELECT 1 FROM study_corner_members m WHERE m.corner_id = c.id AND m.user_id = $1)
          ORDER BY c.created_at DESC, c.id`,
        [user.id],
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        owned: r.owner_id === user.id,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },

    async create(user: User, name: string): Promise<StudyCorner> {
      return inTransaction(ctx, async (tx) => {
        await tx.client.query("SELECT pg_advisory_xact_lock(hashtext('study-corner:' || $1))", [user.id]);
        const { rows: count } = await tx.client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM study_corners WHERE owner_id = $1',
          [user.id],
        );
        if (count[0]!.n >= MAX_CORNERS) {
          throw new HttpError(422, 'VALIDATION', 'Too many study corners.', {
            errors: { name: 'validation.studyCornerLimit' },
          });
        }
        const { rows } = await tx.client.query<CornerRow>(
          `INSERT INTO study_corners (owner_id, name, invite_code, created_at) VALUES ($1, $2, $3, $4) RETURNING *`,
          [user.id, name, randomBytes(18).toString('base64url'), tx.now],
        );
        const r = rows[0]!;
        return { id: r.id, name: r.name, owned: true, createdAt: new Date(r.created_at).toISOString() };
      });
    },

    /** The owner deletes the corner; a member who is not the owner leaves it. */
    async remove(user: User, id: string): Promise<void> {
      const corner = await memberCorner(db, user, id);
      if (corner.owner_id === user.id) {
        await db.query('DELETE FROM study_corners WHERE id = $1', [id]);
        emit(id, 'corner-deleted', { id });
      } else {
        await db.query('DELETE FROM study_corner_members WHERE corner_id = $1 AND user_id = $2', [
          id,
          user.id,
        ]);
      }
    },

    async page(user: User, id: string): Promise<StudyCornerPage> {
      const corner = await memberCorner(db, user, id);
      const { rows: members } = await db.query<{ id: string; first_name: string; last_name: string }>(
        `SELECT u.id, u.first_name, u.last_name FROM users u
          WHERE u.id = $1 OR u.id IN (SELECT user_id FROM study_corner_members WHERE corner_id = $2)
          ORDER BY u.first_name, u.last_name, u.id`,
        [corner.owner_id, id],
      );
      return {
        id: corner.id,
        name: corner.name,
        owned: corner.owner_id === user.id,
        createdAt: new Date(corner.created_at).toISOString(),
        // The link is the owner's to share: it lets anyone with the plan in.
        inviteCode: corner.owner_id === user.id ? corner.invite_code : null,
        notes: corner.notes,
        timer: timerOf(corner),
        members: members.map((m) => ({ id: m.id, firstName: m.first_name, lastName: m.last_name })),
        serverNow: ctx.now().toISOString(),
      };
    },

    /** Opening an invitation link makes the user a member; an unknown code is a 404. */
    async join(user: User, code: string): Promise<{ id: string }> {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM study_corners WHERE invite_code = $1', [
        code,
      ]);
      const id = rows[0]?.id;
      if (!id) throw notFound();
      await db.query(
        'INSERT INTO study_corner_members (corner_id, user_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [id, user.id, ctx.now()],
      );
      emit(id, 'corner-members', { id });
      return { id };
    },

    async timer(user: User, id: string, action: TimerAction): Promise<CornerTimer> {
      const timer = await inTransaction(ctx, async (tx) => {
        const corner = await memberCorner(tx.client, user, id, true);
        const next = applyTimerAction(timerOf(corner), action, tx.now);
        await tx.client.query(
          `UPDATE study_corners SET timer_phase = $2, timer_seconds = $3, timer_started_at = $4, timer_left_seconds = $5
            WHERE id = $1`,
          [id, next.phase, next.seconds, next.startedAt, next.leftSeconds],
        );
        return next;
      });
      emit(id, 'corner-timer', { timer, serverNow: ctx.now().toISOString() });
      return timer;
    },

    async saveNotes(user: User, id: string, notes: string): Promise<{ ok: true }> {
      await memberCorner(db, user, id);
      await db.query('UPDATE study_corners SET notes = $2 WHERE id = $1', [id, notes]);
      emit(id, 'corner-notes', { notes, by: user.id });
      return { ok: true };
    },
  };
}

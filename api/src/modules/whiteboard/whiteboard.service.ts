import {
  WHITEBOARDS_PER_USER_MAX,
  type Whiteboard,
  type WhiteboardSave,
  type WhiteboardSummary,
} from '@elearn/contracts';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import * as q from './whiteboard.queries';

const boardNotFound = () => new HttpError(404, 'NOT_FOUND', 'No such whiteboard.');

/** Where a board's drawings are read (the list's `link`). */
export const boardLink = (id: string) => `/api/whiteboard/${id}`;

/**
 * A user's whiteboards (learner-experience §3, §7). Another user's board id
 * answers 404 exactly like a missing one, so ids reveal nothing.
 */
export function whiteboardService(ctx: Pick<AppContext, 'database' | 'realtime' | 'now'>) {
  const db = ctx.database.pool;
  return {
    async list(userId: string): Promise<WhiteboardSummary[]> {
      const rows = await q.listBoards(db, userId);
      return rows.map((r) => ({ _id: r.id, name: r.name, link: boardLink(r.id) }));
    },

    async get(userId: string, id: string): Promise<Whiteboard> {
      const row = isUuid(id) ? await q.findBoard(db, userId, id) : null;
      if (!row) throw boardNotFound();
      return { _id: row.id, name: row.name, drawings: row.drawings };
    },

    async save(userId: string, body: WhiteboardSave): Promise<{ id: string }> {
      const { _id: id, name, drawings } = body;
      return inTransaction(ctx, async (tx) => {
        if (id !== undefined) {
          if (!isUuid(id) || !(await q.updateBoard(tx.client, userId, id, name, drawings, tx.now)))
            throw boardNotFound();
          return { id };
        }
        if ((await q.countBoards(tx.client, userId)) >= WHITEBOARDS_PER_USER_MAX)
          throw new HttpError(409, 'LIMIT_REACHED', `At most ${WHITEBOARDS_PER_USER_MAX} whiteboards.`);
        return { id: await q.insertBoard(tx.client, userId, name, drawings, tx.now) };
      });
    },

    async remove(userId: string, id: string): Promise<{ deleted: true }> {
      if (!isUuid(id) || !(await q.deleteBoard(db, userId, id))) throw boardNotFound();
      return { deleted: true };
    },
  };
}

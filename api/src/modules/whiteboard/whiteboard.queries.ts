import type { DrawingItem } from '@elearn/contracts';
import type { Run } from '../../db/transaction';

/* SQL of the whiteboards (table in db/schema/whiteboard.ts). Every query names the owner: another user's board is never read or changed. */

export interface BoardRow {
  id: string;
  name: string;
  drawings: DrawingItem[];
}

export async function listBoards(db: Run, userId: string) {
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM whiteboards WHERE user_id = $1 ORDER BY updated_at DESC, id DESC',
    [userId],
  );
  return rows;
}

export async function findBoard(db: Run, userId: string, id: string) {
  const { rows } = await db.query<BoardRow>(
    'SELECT id, name, drawings FROM whiteboards WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rows[0] ?? null;
}

export async function countBoards(db: Run, userId: string) {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM whiteboards WHERE user_id = $1',
    [userId],
  );
  return rows[0]!.n;
}

export async function insertBoard(db: Run, userId: string, name: string, drawings: DrawingItem[], now: Date) {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO whiteboards (user_id, name, drawings, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4) RETURNING id`,
    [userId, name, JSON.stringify(drawings), now],
  );
  return rows[0]!.id;
}

/** True when the user's board was updated; false when it is not theirs or not there. */
export async function updateBoard(
  db: Run,
  userId: string,
  id: string,
  name: string,
  drawings: DrawingItem[],
  now: Date,
) {
  const { rowCount } = await db.query(
    'UPDATE whiteboards SET name = $3, drawings = $4, updated_at = $5 WHERE id = $1 AND user_id = $2',
    [id, userId, name, JSON.stringify(drawings), now],
  );
  return rowCount === 1;
}

export async function deleteBoard(db: Run, userId: string, id: string) {
  const { rowCount } = await db.query('DELETE FROM whiteboards WHERE id = $1 AND user_id = $2', [id, userId]);
  return rowCount === 1;
}

import type { PurchaseError } from '@elearn/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import type { Tx } from '../../db/transaction';

/**
 * SQL of the coins store (tables in db/schema/announcements-store.ts).
 * Reads go through drizzle's `sql`; a purchase runs on the transaction's
 * client, so the achievement it earns is part of the same commit.
 */

export type ItemRow = {
  id: string;
  category_id: string;
  category_name: string;
  category_description: string;
  name: string;
  description: string;
  image: string | null;
  price: number;
  available: number;
};

const ITEM_COLUMNS = sql.raw(
  'i.id, i.category_id, c.name AS category_name, c.description AS category_description, i.name, i.description, i.image, i.price, i.available',
);

/** Items still for sale, in the order of their category and their own. */
export async function listAvailableItems(db: Queryable) {
  const { rows } = await db.execute<ItemRow>(sql`
    SELECT ${ITEM_COLUMNS} FROM store_items i JOIN store_categories c ON c.id = i.category_id
    WHERE i.available > 0
    ORDER BY c.position, c.name, i.position, i.name`);
  return rows;
}

export async function coinsOf(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.execute<{ coins: number }>(
    sql`SELECT coins FROM user_stats WHERE user_id = ${userId}`,
  );
  return rows[0]?.coins ?? 0;
}

export async function warehouseOf(db: Queryable, userId: string) {
  const { rows } = await db.execute<ItemRow & { count: number }>(sql`
    SELECT ${ITEM_COLUMNS}, w.count
    FROM user_warehouse_items w JOIN store_items i ON i.id = w.item_id JOIN store_categories c ON c.id = i.category_id
    WHERE w.user_id = ${userId}
    ORDER BY w.updated_at DESC, i.name`);
  return rows;
}

export interface PurchaseOutcome {
  errors: PurchaseError[];
  userCoins: number;
  itemAvailable: number;
}

/**
 * Buys one item for a user, or nothing. The user's stats row and then the
 * item's row are locked (always in that order, so two purchases never
 * deadlock) before anything is checked: concurrent purchases queue, each
 * sees the coins and availability the previous one left, so coins never go
 * negative and an item never sells past its availability (the CHECKs on both
 * columns are the last line). A purchase sent again with the same
 * `requestId` (a double click, a retried request) buys nothing the second
 * time: the user's lock makes that check race-free.
 */
export async function purchase(
  tx: Tx,
  userId: string,
  itemId: string,
  requestId: string | undefined,
): Promise<PurchaseOutcome & { bought: boolean }> {
  const db = tx.client;
  await db.query('INSERT INTO user_stats (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [userId]);
  const coins = (
    await db.query<{ coins: number }>('SELECT coins FROM user_stats WHERE user_id = $1 FOR UPDATE', [userId])
  ).rows[0]!.coins;
  const item = (
    await db.query<{ price: number; available: number }>(
      'SELECT price, available FROM store_items WHERE id = $1 FOR UPDATE',
      [itemId],
    )
  ).rows[0];
  if (requestId && item) {
    const done = await db.query('SELECT 1 FROM store_purchases WHERE user_id = $1 AND request_id = $2', [
      userId,
      requestId,
    ]);
    if (done.rows.length > 0)
      return { errors: [], userCoins: coins, itemAvailable: item.available, bought: false };
  }

  const errors: PurchaseError[] = [];
  if (!item) errors.push('store.itemNotFound');
  else {
    if (item.available < 1) errors.push('store.soldOut');
    if (coins < item.price) errors.push('store.notEnoughCoins');
  }
  if (!item || errors.length > 0) {
    return { errors, userCoins: coins, itemAvailable: item?.available ?? 0, bought: false };
  }

  const paid = await db.query<{ coins: number }>(
    'UPDATE user_stats SET coins = coins - $2 WHERE user_id = $1 RETURNING coins',
    [userId, item.price],
  );
  const sold = await db.query<{ available: number }>(
    'UPDATE store_items SET available = available - 1 WHERE id = $1 RETURNING available',
    [itemId],
  );
  await db.query(
    `INSERT INTO user_warehouse_items (user_id, item_id, count) VALUES ($1, $2, 1)
     ON CONFLICT (user_id, item_id) DO UPDATE SET count = user_warehouse_items.count + 1, updated_at = now()`,
    [userId, itemId],
  );
  await db.query(
    'INSERT INTO store_purchases (user_id, item_id, price, request_id) VALUES ($1, $2, $3, $4)',
    [userId, itemId, item.price, requestId ?? null],
  );
  return { errors, userCoins: paid.rows[0]!.coins, itemAvailable: sold.rows[0]!.available, bought: true };
}

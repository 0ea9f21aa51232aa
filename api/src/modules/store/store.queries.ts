import type { PurchaseError } from '@elearn/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

/**
 * SQL of the coins store (tables from drizzle/0002_announcements_store.sql).
 * Through drizzle's `sql` so that a purchase runs in one drizzle transaction.
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
 * columns are the last line).
 */
export async function purchase(db: Queryable, userId: string, itemId: string): Promise<PurchaseOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO user_stats (user_id) VALUES (${userId}) ON CONFLICT DO NOTHING`);
    const coins = (
      await tx.execute<{ coins: number }>(
        sql`SELECT coins FROM user_stats WHERE user_id = ${userId} FOR UPDATE`,
      )
    ).rows[0]!.coins;
    const item = (
      await tx.execute<{ price: number; available: number }>(
        sql`SELECT price, available FROM store_items WHERE id = ${itemId} FOR UPDATE`,
      )
    ).rows[0];

    const errors: PurchaseError[] = [];
    if (!item) errors.push('store.itemNotFound');
    else {
      if (item.available < 1) errors.push('store.soldOut');
      if (coins < item.price) errors.push('store.notEnoughCoins');
    }
    if (!item || errors.length > 0) {
      return { errors, userCoins: coins, itemAvailable: item?.available ?? 0 };
    }

    const paid = await tx.execute<{ coins: number }>(
      sql`UPDATE user_stats SET coins = coins - ${item.price} WHERE user_id = ${userId} RETURNING coins`,
    );
    const sold = await tx.execute<{ available: number }>(
      sql`UPDATE store_items SET available = available - 1 WHERE id = ${itemId} RETURNING available`,
    );
    await tx.execute(sql`
      INSERT INTO user_warehouse_items (user_id, item_id, count) VALUES (${userId}, ${itemId}, 1)
      ON CONFLICT (user_id, item_id) DO UPDATE SET count = user_warehouse_items.count + 1, updated_at = now()`);
    await tx.execute(
      sql`INSERT INTO store_purchases (user_id, item_id, price) VALUES (${userId}, ${itemId}, ${item.price})`,
    );
    return { errors, userCoins: paid.rows[0]!.coins, itemAvailable: sold.rows[0]!.available };
  });
}

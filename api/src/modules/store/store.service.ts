import type { PurchaseResult, StoreCategory, StoreItem, StoreList, User, Warehouse } from '@elearn/contracts';
import { inTransaction, type TransactionContext } from '../../db/transaction';
import { grantAchievement } from '../gamification/achievements.service';
import * as q from './store.queries';

const toItem = (r: q.ItemRow): StoreItem => ({
  id: r.id,
  name: r.name,
  image: r.image,
  description: r.description,
  price: r.price,
  available: r.available,
});

/** The coins store (learner-experience §2–4, §7): what is for sale, buying, and what the learner owns. Learners only: the routes check it. */
export function storeService(ctx: TransactionContext) {
  const db = ctx.database.db;

  return {
    /** Only items with something left; a category with nothing left is not listed. */
    async listAvailable(user: User): Promise<StoreList> {
      const categories = new Map<string, StoreCategory>();
      for (const row of await q.listAvailableItems(db)) {
        let category = categories.get(row.category_id);
        if (!category) {
          category = {
            id: row.category_id,
            name: row.category_name,
            description: row.category_description,
            items: [],
          };
          categories.set(row.category_id, category);
        }
        category.items.push(toItem(row));
      }
      return { categories: [...categories.values()], userCoins: await q.coinsOf(db, user.id) };
    },

    /**
     * `errors` lists what stopped the purchase (not found, sold out, not
     * enough coins); the route answers 409 then. The item id is a UUID by the
     * body's schema, so an unknown one is a plain "not found" in the result.
     */
    async purchase(user: User, itemId: string, requestId?: string): Promise<PurchaseResult> {
      return inTransaction(ctx, async (tx) => {
        const { bought, ...result } = await q.purchase(tx, user.id, itemId, requestId);
        if (bought) await grantAchievement(tx, user.id, 'first-purchase');
        return result;
      });
    },

    async warehouse(user: User): Promise<Warehouse> {
      const rows = await q.warehouseOf(db, user.id);
      return { items: rows.map((r) => ({ storeItem: toItem(r), count: r.count })) };
    },
  };
}

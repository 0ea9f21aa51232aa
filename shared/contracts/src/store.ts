import { z } from 'zod';
import { PURCHASE_ERRORS } from './constants';

export const storeItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  /** In coins. */
  price: z.number().int(),
  /** How many are left to sell; an item at 0 is not listed. */
  available: z.number().int(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

export const storeCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  items: z.array(storeItemSchema),
});
export type StoreCategory = z.infer<typeof storeCategorySchema>;

/** GET /coins-store/listAvailableItems (learners). */
export const storeListSchema = z.object({
  categories: z.array(storeCategorySchema),
  userCoins: z.number().int(),
});
export type StoreList = z.infer<typeof storeListSchema>;

/** POST /coins-store/purchaseItem. */
export const purchaseBodySchema = z.object({
  itemId: z.string().uuid('validation.store.itemId'),
  /** One id per purchase the learner confirmed: the same id sent twice buys once. */
  requestId: z.string().uuid('validation.store.requestId').optional(),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

/**
 * Answer of a purchase, 200 when bought and 409 when not: `errors` is empty
 * on success; `userCoins` and `itemAvailable` are the values after the call.
 */
export const purchaseResultSchema = z.object({
  errors: z.array(z.enum(PURCHASE_ERRORS)),
  userCoins: z.number().int(),
  itemAvailable: z.number().int(),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

/** GET /coins-store/getOrCreateUserWarehouse: what the learner owns. */
export const warehouseSchema = z.object({
  items: z.array(z.object({ storeItem: storeItemSchema, count: z.number().int() })),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

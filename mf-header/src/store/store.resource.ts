import {
  type PurchaseBody,
  type PurchaseResult,
  purchaseResultSchema,
  type StoreList,
  type Warehouse,
} from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

/** Store categories with the items still for sale, and the learner's coins. */
export async function getStoreItems(signal?: AbortSignal): Promise<StoreList> {
  return readData<StoreList>(http.get('/coins-store/listAvailableItems', { signal }));
}

/** What the learner owns, with counts. */
export async function getWarehouse(signal?: AbortSignal): Promise<Warehouse> {
  return readData<Warehouse>(http.get('/coins-store/getOrCreateUserWarehouse', { signal }));
}

/**
 * Buys one item. 200 and 409 carry the purchase result (errors empty when
 * bought); a refused id (422) reads as an item that does not exist.
 * `requestId` names the confirmed purchase: sent twice, it buys once.
 */
export async function postPurchase(
  itemId: string,
  requestId: string,
): Promise<PurchaseResult | { errors: ['store.itemNotFound'] }> {
  const body: PurchaseBody = { itemId, requestId };
  const response = await http.post('/coins-store/purchaseItem', body);
  const result = purchaseResultSchema.safeParse(response.data);
  if (result.success) return result.data;
  return { errors: ['store.itemNotFound'] };
}

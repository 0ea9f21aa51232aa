import { queryOptions } from '@tanstack/react-query';
import { getStoreItems, getWarehouse } from './store.resource';

export const storeItemsQuery = queryOptions({
  queryKey: ['header', 'store'],
  queryFn: ({ signal }) => getStoreItems(signal),
});

export const warehouseQuery = queryOptions({
  queryKey: ['header', 'warehouse'],
  queryFn: ({ signal }) => getWarehouse(signal),
  // Loaded fresh each time the tab opens: a purchase in the store tab changed it.
  gcTime: 0,
});

import { queryOptions } from '@tanstack/react-query';
import { getBillingHistory, getOrder } from './payments.resource';

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['learning', 'payments', 'order', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export const billingHistoryQuery = queryOptions({
  queryKey: ['learning', 'payments', 'history'],
  queryFn: ({ signal }) => getBillingHistory(signal),
});

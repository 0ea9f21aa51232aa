import { queryOptions } from '@tanstack/react-query';
import { getBillingHistory, getOrder, getPaymentGateway } from './payments.resource';

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['learning', 'payments', 'order', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export const billingHistoryQuery = queryOptions({
  queryKey: ['learning', 'payments', 'history'],
  queryFn: ({ signal }) => getBillingHistory(signal),
});

export const paymentGatewayQuery = queryOptions({
  queryKey: ['learning', 'payments', 'gateway'],
  queryFn: ({ signal }) => getPaymentGateway(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

import type { TicketListQuery } from '@elearn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getTicket, getTickets } from './tickets.resource';

export const TICKETS_KEY = ['header', 'tickets'] as const;

export const ticketListQuery = (query: TicketListQuery) =>
  queryOptions({ queryKey: [...TICKETS_KEY, 'list', query], queryFn: () => getTickets(query) });

export const ticketThreadQuery = (id: string) =>
  queryOptions({ queryKey: [...TICKETS_KEY, 'thread', id], queryFn: () => getTicket(id) });

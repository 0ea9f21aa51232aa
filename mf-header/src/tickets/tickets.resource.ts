import type {
  TicketCreateInput,
  TicketList,
  TicketListQuery,
  TicketReplyInput,
  TicketStatus,
  TicketThread,
} from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

export type TicketAttachment = NonNullable<TicketCreateInput['attachment']>;
export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; errors: Record<string, string> };

function answer<T>(response: { status: number; data: unknown }): Answer<T> {
  if (response.status >= 200 && response.status < 300) return { ok: true, data: response.data as T };
  const body = response.data as { errors?: Record<string, string> } | undefined;
  return { ok: false, status: response.status, errors: body?.errors ?? {} };
}

export async function getTickets(query: TicketListQuery): Promise<TicketList> {
  return readData<TicketList>(http.get('/tickets', { params: query }));
}

export async function getTicket(id: string): Promise<TicketThread> {
  return readData<TicketThread>(http.get(`/tickets/${encodeURIComponent(id)}`));
}

export const postTicket = async (input: TicketCreateInput) =>
  answer<TicketThread>(await http.post('/tickets', input));

export const postReply = async (id: string, input: TicketReplyInput) =>
  answer<TicketThread>(await http.post(`/tickets/${encodeURIComponent(id)}/reply`, input));

export const putStatus = async (id: string, status: TicketStatus) =>
  answer<TicketThread>(await http.put(`/tickets/${encodeURIComponent(id)}/status`, { status }));

/** Stores a file for a ticket (the server checks its bytes); the answer names it for the message. */
export async function uploadAttachment(file: File): Promise<Answer<TicketAttachment>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return answer<TicketAttachment>(await http.post('/tickets/attachment', form, { answers: [429] }));
}

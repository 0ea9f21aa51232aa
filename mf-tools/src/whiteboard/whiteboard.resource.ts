import type { DrawingItem, ErrorBody, Whiteboard, WhiteboardSummary } from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

/** The caller's saved boards. */
export async function getBoards(signal?: AbortSignal): Promise<WhiteboardSummary[]> {
  return readData<WhiteboardSummary[]>(http.get('/whiteboard/getDrawings', { signal }));
}

/** One saved board by its list link; null when it is gone (deleted in another tab). */
export async function getBoard(id: string, signal?: AbortSignal): Promise<Whiteboard | null> {
  const response = await http.get<Whiteboard>(`/whiteboard/${encodeURIComponent(id)}`, {
    signal,
    answers: [404],
  });
  return response.status === 200 ? response.data : null;
}

export type SaveOutcome =
  | { ok: true; id: string }
  | { ok: false; reason: 'tooLarge' | 'tooMany' | 'invalid' | 'nameLength' | 'gone' };

/** Saves (a new board without id); refusals come back as a reason the dialog explains. */
export async function saveBoard(body: {
  name: string;
  drawings: DrawingItem[];
  _id?: string;
}): Promise<SaveOutcome> {
  const response = await http.post<{ id: string } | ErrorBody>('/whiteboard/save', body, { answers: [404] });
  if (response.status === 200) return { ok: true, id: (response.data as { id: string }).id };
  const error = response.data as ErrorBody;
  if (response.status === 404) return { ok: false, reason: 'gone' };
  if (response.status === 409) return { ok: false, reason: 'tooMany' };
  const fields = Object.values(error.errors ?? {});
  if (fields.includes('validation.whiteboard.tooLarge')) return { ok: false, reason: 'tooLarge' };
  if (fields.includes('validation.whiteboard.nameLength')) return { ok: false, reason: 'nameLength' };
  return { ok: false, reason: 'invalid' };
}

/** Deletes one's board; a board already gone counts as deleted. */
export async function deleteBoard(id: string): Promise<void> {
  await http.post('/whiteboard/delete', { id }, { answers: [404] });
}

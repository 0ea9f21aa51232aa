import type { CornerTimer, StudyCorner, StudyCornerPage } from '@elearn/contracts';
import { http } from '@elearn/platform';

/** A refusal that is not an error: the plan lacks studyCorner (403 LOCKED). */
export class CornersLocked extends Error {
  constructor() {
    super('LOCKED');
  }
}

/** Rejects on any answer but the one expected; a 403 is the locked plan. */
function expect<T>(response: { status: number; data: unknown }, ok: number): T {
  if (response.status === ok) return response.data as T;
  if (response.status === 403) throw new CornersLocked();
  throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status, body: response.data });
}

const path = (id: string) => `/study-corners/${encodeURIComponent(id)}`;

/** The user's own corners and those they joined. */
export async function getCorners(signal?: AbortSignal): Promise<StudyCorner[]> {
  return expect(await http.get('/study-corners', { signal }), 200);
}

export async function createCorner(name: string): Promise<StudyCorner> {
  return expect(await http.post('/study-corners', { name }), 201);
}

/** The owner deletes a corner; an invited member leaves it. */
export async function deleteCorner(id: string): Promise<void> {
  expect(await http.delete(path(id), { answers: [404] }), 200);
}

/** One corner's page; null when it is not (or no longer) one of the user's. */
export async function getCorner(id: string, signal?: AbortSignal): Promise<StudyCornerPage | null> {
  const response = await http.get(path(id), { signal, answers: [404] });
  if (response.status === 404) return null;
  return expect(response, 200);
}

/** Opens an invitation: the user becomes a member; null for an unknown code. */
export async function joinCorner(code: string): Promise<string | null> {
  const response = await http.post(`/study-corners/join/${encodeURIComponent(code)}`, undefined, {
    answers: [404],
  });
  if (response.status === 404) return null;
  return expect<{ id: string }>(response, 200).id;
}

export async function timerAction(
  id: string,
  action: 'start' | 'pause' | 'reset' | 'switch',
): Promise<CornerTimer> {
  return expect(await http.put(`${path(id)}/timer`, { action }), 200);
}

export async function saveNotes(id: string, notes: string): Promise<void> {
  expect(await http.put(`${path(id)}/notes`, { notes }), 200);
}

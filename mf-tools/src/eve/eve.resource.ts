import type {
  AskEveBody,
  ErrorBody,
  EveState,
  EveStreamEvent,
  EveThread,
  EveTopic,
  EveTranscript,
} from '@elearn/contracts';
import { http, readData } from '@elearn/platform';
import { parseSse } from './sse';

export const getEveState = (signal?: AbortSignal) =>
  readData<EveState>(http.get('/chat/getOrCreate', { signal }));

export const saveThreads = async (threads: EveThread[]) => {
  await http.put('/chat/saveThreads', { threads });
};

export const getTranscripts = async (courseId: string, signal?: AbortSignal) =>
  readData<EveTranscript[]>(http.get(`/chat/transcripts/${encodeURIComponent(courseId)}`, { signal }));

export const getTopics = async (courseId: string, signal?: AbortSignal) =>
  readData<EveTopic[]>(http.get(`/chat/topics/${encodeURIComponent(courseId)}`, { signal }));

export type EnhanceOutcome = { ok: true; prompt: string } | { ok: false; message: string };

export async function enhance(userPrompt: string, currentURL: string): Promise<EnhanceOutcome> {
  const response = await http.post<{ prompt: string } | ErrorBody>(
    '/chat/enhancePrompt',
    { userPrompt, currentURL },
    { answers: [503] },
  );
  if (response.status === 200) return { ok: true, prompt: (response.data as { prompt: string }).prompt };
  return { ok: false, message: (response.data as ErrorBody).message };
}

/** Why an ask was refused before any answer: locked plan, quota reached, or the model failing. */
export type AskRefusal = { status: number; code: string; message: string };

/**
 * Asks Eve and calls `onEvent` for each streamed event (SSE over fetch, through the shared client
 * so the session refresh applies). Resolves with a refusal instead when the API said no.
 */
export async function askEve(
  body: AskEveBody,
  onEvent: (event: EveStreamEvent) => void,
  signal?: AbortSignal,
): Promise<AskRefusal | null> {
  const response = await http.post<ReadableStream<Uint8Array>>('/chat/askEve', body, {
    adapter: 'fetch',
    responseType: 'stream',
    headers: { Accept: 'text/event-stream' },
    answers: [429, 503],
    signal,
  });
  const reader = response.data.getReader();
  const decoder = new TextDecoder();
  if (response.status !== 200) {
    let text = '';
    for (let r = await reader.read(); !r.done; r = await reader.read())
      text += decoder.decode(r.value, { stream: true });
    const error = JSON.parse(text || '{}') as Partial<ErrorBody>;
    return { status: response.status, code: error.code ?? 'INTERNAL', message: error.message ?? '' };
  }
  let buffer = '';
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    const parsed = parseSse(buffer + decoder.decode(r.value, { stream: true }));
    buffer = parsed.rest;
    for (const event of parsed.events) onEvent(event);
  }
  return null;
}

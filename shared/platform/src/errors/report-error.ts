import axios from 'axios';

const MAX = 4000;
// The API stores at most MAX characters; the ellipsis counts.
const cut = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);

/** Sends an error to POST /api/createErrorLog. Never throws: logging must not fail the page. */
export async function reportError(error: unknown, request?: unknown, response?: unknown): Promise<void> {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
  try {
    await axios.post(
      '/api/createErrorLog',
      { error: cut(text), request, response },
      { headers: { 'X-Requested-With': 'elearn' }, timeout: 10_000 },
    );
  } catch {
    // The log endpoint itself is down; the console is all that is left.
    console.error('Could not report error', error);
  }
}

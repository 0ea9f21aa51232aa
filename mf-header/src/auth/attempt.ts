import type { AuthResult } from '@elearn/platform';

/** Runs a sign-in call; a network failure or a server error becomes a refusal the form can show. */
export async function attempt(call: () => Promise<AuthResult>): Promise<AuthResult> {
  try {
    return await call();
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

import type { AuthResponse, LoginInput, RegisterInput, User } from '@elearn/contracts';
import axios, { type AxiosResponse } from 'axios';
import { BehaviorSubject } from 'rxjs';
import { bus } from '../bus/event-bus';
import { setAccessToken } from './token-store';

/** The signed-in user, or null. Every remote reads the session from here. */
export const session$ = new BehaviorSubject<User | null>(null);

// Auth calls bypass the main client's interceptors: a failed refresh must not recurse into another refresh.
const authHttp = axios.create({
  baseURL: '/api/auth',
  withCredentials: true,
  headers: { 'X-Requested-With': 'elearn' },
  validateStatus: (status) => status < 500 && status !== 401 && status !== 429,
});

export type AuthResult = { ok: true; user: User } | { ok: false; status: number; body: unknown };

function accept(response: Pick<AxiosResponse, 'status' | 'data'>): AuthResult {
  if (response.status >= 200 && response.status < 300) {
    const { user, accessToken } = response.data as AuthResponse;
    setAccessToken(accessToken);
    session$.next(user);
    bus.emit('auth:signed-in', user);
    return { ok: true, user };
  }
  return { ok: false, status: response.status, body: response.data };
}

/** The answer of an auth call, refusals included (429 too). */
async function send(path: string, body: unknown): Promise<Pick<AxiosResponse, 'status' | 'data'>> {
  try {
    return await authHttp.post(path, body);
  } catch (error) {
    if (axios.isAxiosError(error) && error.response) return error.response;
    throw error;
  }
}

/** Signs in; a 422/403/429 answer comes back as { ok: false } for the form to show. */
export const login = async (input: LoginInput) => accept(await send('/login', input));

/**
 * Creates an account, then signs in with it. The server answers a taken address
 * exactly as a new one (no account enumeration, ADR 0018) and signs nobody in;
 * when the sign-in then fails for wrong credentials, the answer is
 * `SIGN_IN_INSTEAD`: the address may already have an account.
 */
export async function register(input: RegisterInput): Promise<AuthResult> {
  const created = await send('/register', input);
  if (created.status !== 202) return { ok: false, status: created.status, body: created.data };
  const signedIn = await login({ email: input.email, password: input.password });
  if (signedIn.ok || (signedIn.body as { code?: string } | null)?.code !== 'INVALID_CREDENTIALS')
    return signedIn;
  return { ok: false, status: signedIn.status, body: { code: 'SIGN_IN_INSTEAD' } };
}

let refreshing: Promise<boolean> | null = null;

async function refreshOnce(): Promise<boolean> {
  try {
    const response = await authHttp.get('/refreshAccessToken');
    if (response.status === 204) return false; // a guest: no refresh cookie
    return accept(response).ok;
  } catch {
    endSession('expired');
    return false;
  }
}

/**
 * Gets a new access token with the refresh cookie. Calls made at the same
 * moment share one request, and tabs take turns through a Web Lock: the server
 * rotates the cookie on every use and treats a second use as theft.
 */
export function refreshSession(): Promise<boolean> {
  if (!refreshing) {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const run = locks ? locks.request('elearn-refresh', refreshOnce) : refreshOnce();
    refreshing = Promise.resolve(run).finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

function endSession(reason: 'logout' | 'expired'): void {
  setAccessToken(null);
  if (session$.value !== null) {
    session$.next(null);
    bus.emit('auth:signed-out', { reason });
  }
}

/** Signs out here and on the server (which clears the cookie and closes the user's sockets). */
export async function logout(): Promise<void> {
  try {
    await authHttp.post('/logout');
  } finally {
    endSession('logout');
  }
}

/** Local sign-out after the server refused the session. */
export const expireSession = () => endSession('expired');

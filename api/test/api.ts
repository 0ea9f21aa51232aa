import type { AuthResponse } from '@elearn/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './harness';

/** The origin our own pages have in the tests (PORT 8080's default allowed origin). */
export const ORIGIN = 'http://localhost:8080';
/** Headers our pages send on the cookie-authenticated calls (refresh, logout). */
export const SAME_SITE = { origin: ORIGIN, 'x-requested-with': 'elearn' };
export const DEMO_PASSWORD = 'Demo1234';
export const LEARNER = { email: 'learner@demo.test', password: DEMO_PASSWORD };
export const INSTRUCTOR = { email: 'instructor@demo.test', password: DEMO_PASSWORD };
export const ADMIN = { email: 'admin@demo.test', password: DEMO_PASSWORD };

/** The refresh cookie's value from a response, if it set one. */
export const refreshCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === 'elearn_refresh')?.value;

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export interface SignedIn {
  userId: string;
  accessToken: string;
  cookie: string;
}

let counter = 0;
/** A valid registration form with a unique email. */
export function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Amal',
    lastName: 'Hassan',
    email: `amal.${process.pid}.${Date.now()}.${counter}@example.test`,
    password: 'secret123',
    confirmPassword: 'secret123',
    ...overrides,
  };
}

/** Calls of the API as the browser makes them. */
export function apiOf(server: TestServer) {
  const { app } = server;
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const signedIn = (response: LightMyRequestResponse): SignedIn => {
    const body = response.json<AuthResponse>();
    if (!body.accessToken) throw new Error(`not signed in: ${response.statusCode} ${response.body}`);
    return { userId: body.user.id, accessToken: body.accessToken, cookie: refreshCookieOf(response)! };
  };
  return {
    post,
    get,
    login: (credentials: { email: string; password: string }) => post('/api/auth/login', credentials),
    register: (form: object) => post('/api/auth/register', form),
    signIn: async (credentials = LEARNER) => signedIn(await post('/api/auth/login', credentials)),
    /** Registers (202, no session: ADR 0018) and signs in, as the register page does. */
    signUp: async (form: { email: string; password: string } = newUser()) => {
      const registered = await post('/api/auth/register', form);
      if (registered.statusCode !== 202) throw new Error(`not registered: ${registered.body}`);
      return signedIn(await post('/api/auth/login', { email: form.email, password: form.password }));
    },
    refresh: (cookie: string | undefined, headers: Record<string, string> = SAME_SITE) =>
      app.inject({
        method: 'GET',
        url: '/api/auth/refreshAccessToken',
        headers,
        cookies: cookie ? { elearn_refresh: cookie } : {},
      }),
    logout: (cookie: string | undefined, headers: Record<string, string> = SAME_SITE) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers,
        cookies: cookie ? { elearn_refresh: cookie } : {},
      }),
    me: (accessToken: string) => get('/api/user/me', bearer(accessToken)),
  };
}

/** `PUT /admin/users/{id}` by `who`, with a valid form that gives the account `role`. */
export const putUserRole = (server: TestServer, who: SignedIn, id: string, role: string) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}`,
    headers: bearer(who.accessToken),
    payload: { firstName: 'Target', lastName: 'Person', email: `${id}@example.test`, role, coursesIds: [] },
  });

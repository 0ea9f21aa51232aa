import type { Socket } from 'socket.io-client';
import { apiOf, bearer, newUser, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';
import { socketClients } from './socket-client';

// Attack cases on accounts (issue 30): what a stolen session can do to a password,
// and what a password change leaves to the other devices.

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let base: string;
const sockets = socketClients(() => base);

beforeAll(async () => {
  server = await startTestServer({ LOCKOUT_THRESHOLD: '5', LOCKOUT_MINUTES: '15' });
  api = apiOf(server);
  base = await server.listen();
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

const changePassword = (who: SignedIn, body: object) =>
  server.app.inject({
    method: 'PUT',
    url: '/api/user/password',
    headers: bearer(who.accessToken),
    payload: body,
  });
const closed = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));
const PASSWORD = 'secret123';
const form = (currentPassword: string, keepThisDevice?: boolean) => ({
  currentPassword,
  newPassword: 'Changed99',
  confirmPassword: 'Changed99',
  ...(keepThisDevice === undefined ? {} : { keepThisDevice }),
});

/** One account signed in on two devices, each with a live socket. */
async function twoDevices() {
  const account = newUser();
  await api.signUp(account);
  const [here, there] = [await api.signIn(account), await api.signIn(account)];
  // Both sessions were used (and so cached by the API) before the change.
  for (const s of [here, there]) expect((await api.me(s.accessToken)).statusCode).toBe(200);
  const [hereSocket, thereSocket] = [
    await sockets.connect(here.accessToken),
    await sockets.connect(there.accessToken),
  ];
  return { account, here, there, hereSocket, thereSocket };
}

describe('password change', () => {
  it('signs out every other device (access token, refresh, socket) and keeps this one', async () => {
    const { account, here, there, hereSocket, thereSocket } = await twoDevices();
    const thereClosed = closed(thereSocket);
    expect((await changePassword(here, form(PASSWORD))).statusCode).toBe(200);

    expect(await thereClosed).toBe('io server disconnect');
    expect((await api.me(there.accessToken)).statusCode).toBe(401);
    expect((await api.refresh(there.cookie)).statusCode).toBe(401);
    await expect(sockets.connect(there.accessToken)).rejects.toThrow('unauthorized');

    expect((await api.me(here.accessToken)).statusCode).toBe(200);
    expect(hereSocket.connected).toBe(true);
    expect((await api.refresh(here.cookie)).statusCode).toBe(200);
    expect((await api.login({ email: account.email, password: 'Changed99' })).statusCode).toBe(200);
  });

  it('signs out this device too when asked to sign out everywhere', async () => {
    const { here, there, hereSocket } = await twoDevices();
    const hereClosed = closed(hereSocket);
    expect((await changePassword(here, form(PASSWORD, false))).statusCode).toBe(200);
    expect(await hereClosed).toBe('io server disconnect');
    for (const s of [here, there]) {
      expect((await api.me(s.accessToken)).statusCode).toBe(401);
      expect((await api.refresh(s.cookie)).statusCode).toBe(401);
    }
  });

  it('gives a stolen session LOCKOUT_THRESHOLD guesses of the current password, then refuses even the right one', async () => {
    const { account, here: thief, there: owner } = await twoDevices();
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) answers.push((await changePassword(thief, form(`guess${i}abc`))).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 403, 403, 403, 403]);
    const right = await changePassword(thief, form(PASSWORD));
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: expect.any(Number) });
    // Nothing changed: the old password still signs in, the owner's session lives.
    expect((await api.login({ email: account.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await api.me(owner.accessToken)).statusCode).toBe(200);
  });
});

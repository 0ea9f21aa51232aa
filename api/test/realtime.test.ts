import { io, type Socket } from 'socket.io-client';
import { DEMO, refreshCookie, SAME_SITE, startTestServer, type TestServer } from './harness';

let server: TestServer;
let base: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  base = await server.listen();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.close();
});

function connect(token: string | undefined, origin = 'http://localhost:8080'): Socket {
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    extraHeaders: { origin },
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(`error:${error.message}`));
  });

async function login() {
  const response = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO });
  return {
    accessToken: response.json().accessToken as string,
    cookie: refreshCookie(response)!,
    userId: response.json().user.id,
  };
}

it('refuses a socket without a valid token', async () => {
  expect(await outcome(connect(undefined))).toBe('error:unauthorized');
  expect(await outcome(connect('not-a-token'))).toBe('error:unauthorized');
});

it('refuses a socket from another origin', async () => {
  const { accessToken } = await login();
  expect(await outcome(connect(accessToken, 'https://evil.test'))).toMatch(/^error:/);
});

it("delivers events to the user's room", async () => {
  const { accessToken, userId } = await login();
  const socket = connect(accessToken);
  expect(await outcome(socket)).toBe('connected');
  const received = new Promise((resolve) => socket.on('notification', resolve));
  server.ctx.realtime.emitToUser(userId, 'notification', { text: 'hello' });
  expect(await received).toEqual({ text: 'hello' });
});

it('disconnects the sockets of a session that logs out, and only those', async () => {
  const a = await login();
  const b = await login();
  const socketA = connect(a.accessToken);
  const socketB = connect(b.accessToken);
  expect(await outcome(socketA)).toBe('connected');
  expect(await outcome(socketB)).toBe('connected');
  const closed = new Promise((resolve) => socketA.on('disconnect', resolve));
  await server.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: SAME_SITE,
    cookies: { elearn_refresh: a.cookie },
  });
  expect(await closed).toBe('io server disconnect');
  expect(socketB.connected).toBe(true);
});

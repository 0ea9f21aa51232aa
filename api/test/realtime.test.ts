import { io, type Socket } from 'socket.io-client';
import { signAccessToken } from '../src/modules/auth/access-token';
import { apiOf, ORIGIN, type SignedIn } from './api';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
let base: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
  base = await server.listen();
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.close();
});

function connect(token: string | undefined, origin: string | null = ORIGIN): Socket {
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    extraHeaders: origin ? { origin } : {},
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

/** 'connected', or 'error:<message>' when the handshake is refused. */
const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(`error:${error.message}`));
  });

const disconnection = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

async function connected(session: SignedIn): Promise<Socket> {
  const socket = connect(session.accessToken);
  expect(await outcome(socket)).toBe('connected');
  return socket;
}

describe('socket handshake', () => {
  it('refuses a socket without a token, or with a bad one', async () => {
    expect(await outcome(connect(undefined))).toBe('error:unauthorized');
    expect(await outcome(connect('not-a-token'))).toBe('error:unauthorized');
  });

  it('refuses a socket from another origin, or without one', async () => {
    const { accessToken } = await api.signIn();
    expect(await outcome(connect(accessToken, 'https://evil.test'))).toMatch(/^error:/);
    expect(await outcome(connect(accessToken, null))).toMatch(/^error:/);
  });

  it('refuses the token of a session that has ended', async () => {
    const session = await api.signIn();
    await api.logout(session.cookie);
    expect(await outcome(connect(session.accessToken))).toBe('error:unauthorized');
  });
});

describe('delivery', () => {
  it("delivers events to every socket of the user's room, and only there", async () => {
    const a = await api.signIn();
    const b = await api.signIn();
    const other = await api.signUp();
    const [socketA, socketB, socketOther] = await Promise.all([connected(a), connected(b), connected(other)]);
    let strayed = false;
    socketOther.on('notification', () => {
      strayed = true;
    });
    const received = Promise.all(
      [socketA, socketB].map((s) => new Promise((resolve) => s.once('notification', resolve))),
    );
    server.ctx.realtime.emitToUser(a.userId, 'notification', { text: 'hello' });
    expect(await received).toEqual([{ text: 'hello' }, { text: 'hello' }]);
    expect(strayed).toBe(false);
  });
});

describe('disconnection', () => {
  it('closes the sockets of a session that logs out, and only those', async () => {
    const a = await api.signIn();
    const b = await api.signIn();
    const [socketA, socketB] = await Promise.all([connected(a), connected(b)]);
    const closed = disconnection(socketA);
    expect((await api.logout(a.cookie)).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(socketB.connected).toBe(true);
  });

  it('closes the sockets of a session whose refresh token is reused', async () => {
    const session = await api.signIn();
    const socket = await connected(session);
    const closed = disconnection(socket);
    await api.refresh(session.cookie);
    // Past the grace window in which a second tab's refresh gets the same successor.
    server.clock.now = new Date(Date.now() + 21_000);
    expect((await api.refresh(session.cookie)).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
    server.clock.now = new Date();
  });

  it('closes a socket when its access token expires', async () => {
    const session = await api.signIn();
    const familyId = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()).fam;
    const shortLived = await signAccessToken({ userId: session.userId, familyId }, server.ctx.secret, 2);
    const socket = connect(shortLived);
    expect(await outcome(socket)).toBe('connected');
    const started = Date.now();
    expect(await disconnection(socket)).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(3500);
  });
});

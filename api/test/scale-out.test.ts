import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { takeJobLease } from '../src/lifecycle/scheduled-jobs';
import { notificationsService } from '../src/modules/notifications/notifications.service';
import { apiOf, bearer, newUser, ORIGIN, refreshCookieOf, SAME_SITE, type SignedIn } from './api';
import { startSecondProcess, startTestServer, type TestServer } from './harness';
import { redisServerBin, startRedis, type TestRedis } from './redis-server';
import { startS3 } from './s3-server';
import { nextEvent } from './socket-client';
import { switchProxy } from './switch-proxy';

/*
 * Two API processes on one database, one Redis and one S3-compatible store,
 * as `npm run start:cluster` runs them (docs/DEPLOYMENT.md). Skipped, and said
 * so by `npm test`, only where no redis-server could be installed.
 */
const bin = redisServerBin();
const describeWithRedis = bin ? describe : describe.skip;

const LOGIN_LIMIT = 4;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let redis: TestRedis;
let s3: Awaited<ReturnType<typeof startS3>>;
let a: TestServer;
let b: TestServer;
let baseA: string;
let baseB: string;
let learner: SignedIn;
const sockets: Socket[] = [];

beforeAll(async () => {
  redis = await startRedis(bin!);
  s3 = await startS3();
  const env = {
    REDIS_URL: redis.url,
    ...s3.env,
    LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    LOCKOUT_THRESHOLD: '3',
  };
  a = await startTestServer(env);
  b = await startSecondProcess(a, env);
  [baseA, baseB] = [await a.listen(), await b.listen()];
  learner = await apiOf(a).signUp();
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await b?.close();
  await a?.close();
  await s3?.close();
  await redis?.stop();
});

function connect(base: string, reconnect = false): Promise<Socket> {
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: learner.accessToken },
    extraHeaders: { origin: ORIGIN },
    forceNew: true,
    reconnection: reconnect,
    reconnectionDelay: 200,
    reconnectionDelayMax: 200,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

let sent = 0;
/** A real notification for the learner, stored and pushed by process `server`. */
const notifyOn = (server: TestServer) =>
  notificationsService(server.ctx).notify(learner.userId, {
    short: 'forum.comment',
    template: 'notifications.forum.comment',
    templateType: 'link',
    attributes: {
      actor: `Scale test ${++sent}`,
      courseSeoTxt: 'algebra-foundations',
      postSeoTxt: 'p',
      postId: 'x',
    },
  });
const actorOf = (notification: { attributes: Record<string, unknown> }) => notification.attributes.actor;

describeWithRedis('two API processes', () => {
  it('delivers a notification raised on one process to the user socket on the other', async () => {
    const onB = await connect(baseB);
    const received = nextEvent<{ attributes: Record<string, unknown> }>(onB, 'notification');
    const stored = await notifyOn(a);
    expect(actorOf(await received)).toBe(actorOf(stored!));
  });

  it('reconnects a client whose process went away to the other, and replays what it missed', async () => {
    const portOf = (base: string) => Number(new URL(base).port);
    const front = await switchProxy(portOf(baseB));
    try {
      const socket = await connect(front.url, true);
      const seen: unknown[] = [];
      socket.on('notification', (n: { attributes: Record<string, unknown> }) => seen.push(actorOf(n)));
      // Recovery resumes after the last event a client got: it needs one first.
      const first = nextEvent(socket, 'notification');
      await notifyOn(b);
      await first;
      const lost = new Promise((resolve) => socket.once('disconnect', resolve));
      // Process B's connections drop as in a crash; the balancer now sends everyone to A.
      front.switchTo(portOf(baseA));
      await lost;
      const missed = await notifyOn(a);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      expect(socket.recovered).toBe(true);
      if (!seen.includes(actorOf(missed!))) await nextEvent(socket, 'notification');
      expect(seen).toContain(actorOf(missed!));
      expect(seen.filter((x) => x === actorOf(missed!))).toHaveLength(1);
    } finally {
      await front.close();
    }
  });

  it('keeps uploads in the object store, readable from either process', async () => {
    const boundary = 'scale-out-boundary';
    await a.ctx.database.pool.query(
      `INSERT INTO course_progress (user_id, course_id) SELECT $1, id FROM courses WHERE seo_txt = 'algebra-foundations'
       ON CONFLICT DO NOTHING`,
      [learner.userId],
    );
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/forum/uploadImage/algebra-foundations',
      headers: {
        ...bearer(learner.accessToken),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    const served = await b.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // Nothing on either process's disk: the bucket has it.
    expect(existsSync(join(a.config.dataDir, 'uploads', url.split('/').pop()!))).toBe(false);
  });

  it('counts a rate limit across processes', async () => {
    const attempt = (server: TestServer) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.7',
        payload: { email: 'nobody@example.test', password: 'wrong-password' },
      });
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMIT; i += 1) statuses.push((await attempt(i % 2 ? b : a)).statusCode);
    expect(statuses.slice(0, LOGIN_LIMIT)).not.toContain(429);
    expect(statuses[LOGIN_LIMIT]).toBe(429);
  });

  it('rotates a session on either process, and a reused refresh token ends it on both', async () => {
    const form = newUser();
    expect((await apiOf(a).register(form)).statusCode).toBe(202);
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.20',
      payload: { email: form.email, password: form.password },
    });
    const first = refreshCookieOf(login)!;
    const refresh = (server: TestServer, cookie: string) =>
      server.app.inject({
        method: 'GET',
        url: '/api/auth/refreshAccessToken',
        headers: SAME_SITE,
        cookies: { elearn_refresh: cookie },
      });
    const onB = await refresh(b, first);
    expect(onB.statusCode).toBe(200);
    const onA = await refresh(a, refreshCookieOf(onB)!);
    expect(onA.statusCode).toBe(200);
    const saved = a.clock.now;
    try {
      // Past the grace window, the first token coming back is a stolen copy: the session ends everywhere.
      a.clock.now = new Date(Date.now() + 21_000);
      expect((await refresh(b, first)).statusCode).toBe(401);
      expect((await refresh(a, refreshCookieOf(onA)!)).statusCode).toBe(401);
    } finally {
      a.clock.now = saved;
    }
  });

  it('locks an account after failures spread over both processes', async () => {
    const form = newUser();
    expect((await apiOf(b).register(form)).statusCode).toBe(202);
    const attempt = (server: TestServer, password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.30',
        payload: { email: form.email, password },
      });
    expect((await attempt(a, 'wrong-pass1')).statusCode).toBe(422);
    expect((await attempt(b, 'wrong-pass1')).statusCode).toBe(422);
    expect((await attempt(a, 'wrong-pass1')).statusCode).toBe(403);
    const right = await attempt(b, form.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('gives a scheduled job group to one process per period', async () => {
    const pool = a.ctx.database.pool;
    const taken = await Promise.all(
      Array.from({ length: 6 }, () => takeJobLease(pool, 'scale-out-test', 60_000)),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await takeJobLease(pool, 'scale-out-test', 60_000)).toBe(false);
  });

  it('keeps serving while Redis is down, and carries events across processes again once it is back', async () => {
    const onA = await connect(baseA);
    const onB = await connect(baseB);
    await redis.stop();
    // Requests still answer (the rate limit lets them through), and a socket of the same process gets its events.
    expect((await apiOf(a).me(learner.accessToken)).statusCode).toBe(200);
    const local = nextEvent<{ attributes: Record<string, unknown> }>(onA, 'notification');
    const raised = await notifyOn(a);
    expect(actorOf(await local)).toBe(actorOf(raised!));

    await redis.start();
    // Back: a notification raised on A reaches B again once the adapter has reconnected.
    const acrossAgain = new Promise<void>((resolve) => {
      const timer = setInterval(() => void notifyOn(a), 250);
      onB.once('notification', () => {
        clearInterval(timer);
        resolve();
      });
    });
    await acrossAgain;
  }, 30_000);
});

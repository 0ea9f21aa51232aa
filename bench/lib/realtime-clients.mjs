/**
 * A child of bench/realtime.mjs: opens socket.io clients on the parent's orders
 * (IPC) and notes when each receives each broadcast. Times are the machine's
 * monotonic clock (process.hrtime, CLOCK_MONOTONIC: the same in every process),
 * so the parent compares them with the moment it sent the request. Several of
 * these share the client side: one Node thread would otherwise decode every
 * copy of every broadcast on its own.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { io } = createRequire(join(import.meta.dirname, '../../api/package.json'))('socket.io-client');

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
/** Group (which server's clients) → its open sockets. */
const groups = new Map();
/** Broadcast key (the payload's title) → receipt times of this worker's sockets. */
const received = new Map();
/** Key → resolves the parent's wait once every socket of its group has it. */
const waiting = new Map();
let dropped = 0;

const groupOf = (name) => {
  if (!groups.has(name)) groups.set(name, new Set());
  return groups.get(name);
};

function note(sockets, payload) {
  const key = payload?.title;
  if (typeof key !== 'string') return;
  const times = received.get(key) ?? [];
  times.push(nowMs());
  received.set(key, times);
  if (times.length >= sockets.size) waiting.get(key)?.();
}

function openOne({ group, url, origin, token, event, timeoutMs }) {
  const sockets = groupOf(group);
  return new Promise((resolve) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      ...(token && { auth: { token } }),
      extraHeaders: { origin },
      forceNew: true,
      reconnection: false,
      timeout: timeoutMs,
    });
    socket.once('connect', () => {
      sockets.add(socket);
      socket.on(event, (payload) => note(sockets, payload));
      socket.once('disconnect', () => {
        if (sockets.delete(socket)) dropped += 1;
      });
      resolve(null);
    });
    socket.once('connect_error', (error) => {
      socket.close();
      resolve(error.message);
    });
  });
}

const commands = {
  /** Opens `count` sockets in `group`, `concurrency` handshakes at a time; answers how many failed and why. */
  async open({ count, concurrency = 25, ...target }) {
    const sockets = groupOf(target.group);
    const started = nowMs();
    const errors = {};
    let left = count;
    const lane = async () => {
      while (left > 0) {
        left -= 1;
        const error = await openOne(target);
        if (error) errors[error] = (errors[error] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
    return { open: sockets.size, errors, ms: Math.round(nowMs() - started) };
  },
  /** Waits until every open socket of `group` got broadcast `key` (or `timeoutMs`); answers the receipt times. */
  async collect({ group, key, timeoutMs }) {
    const sockets = groupOf(group);
    if ((received.get(key)?.length ?? 0) < sockets.size) {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        waiting.set(key, () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const times = received.get(key) ?? [];
    received.delete(key);
    waiting.delete(key);
    return { times, missing: Math.max(0, sockets.size - times.length), dropped };
  },
  async close() {
    const closing = [];
    for (const sockets of groups.values()) {
      closing.push(...sockets);
      sockets.clear();
    }
    groups.clear();
    for (const socket of closing) socket.close();
    received.clear();
    dropped = 0;
    // Lets the close frames go out before the next scenario measures anything.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { closed: closing.length };
  },
};

process.on('message', async ({ id, command, args }) => {
  try {
    process.send({ id, result: await commands[command](args) });
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error) });
  }
});
// The parent went away (finished, or killed): nothing to keep open.
process.on('disconnect', () => process.exit(0));

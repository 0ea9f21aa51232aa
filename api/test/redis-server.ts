import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

/**
 * Debian's redis-server for the scale-out tests: `npm test` installs it and
 * names it in TEST_REDIS_SERVER; a machine that has it in /usr/bin runs them too.
 */
export const redisServerBin = (): string | null =>
  process.env.TEST_REDIS_SERVER || (existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : null);

export interface TestRedis {
  url: string;
  /** Stops the server (as a crash would: no save). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

/** A private, memory-only Redis on a free loopback port. */
export async function startRedis(bin: string): Promise<TestRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    // Ready when it answers PING (ioredis retries the connection until then).
    const probe = new Redis(url, { retryStrategy: () => 20, maxRetriesPerRequest: null });
    probe.on('error', () => undefined);
    await probe.ping();
    probe.disconnect();
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url, start, stop };
}

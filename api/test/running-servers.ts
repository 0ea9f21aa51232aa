/** What a test file started that has a close(): its test servers. */
interface Closable {
  close(): Promise<void>;
}

// Also while still starting: a beforeAll that timed out leaves its start running.
const running = new Set<Promise<Closable>>();

/** Tracks a server from its start until `done` (which its close calls). */
export function trackServer<T extends Closable>(start: (done: () => void) => Promise<T>): Promise<T> {
  const started: Promise<T> = start(() => running.delete(started));
  running.add(started);
  return started;
}

/**
 * Closes what the file left open (test/close-servers.ts runs it after every
 * file): a `beforeAll` that timed out never got its server to close, and its
 * database process would keep the jest worker from exiting.
 */
export async function closeRunningServers(): Promise<void> {
  for (const started of [...running]) await (await started.catch(() => null))?.close();
  running.clear();
}

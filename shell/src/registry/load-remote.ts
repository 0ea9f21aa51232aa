import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { RemoteEntry } from './remote-config';

const ATTEMPTS = 3;
const TIMEOUT_MS = 20_000;

export const federationName = (name: string) => name.replace(/[^a-zA-Z0-9_]/g, '_');

/** Tells the federation runtime where each remote's manifest is (from /remotes.json, at runtime). */
export function registerRemoteEntries(remotes: RemoteEntry[], force = false): void {
  registerRemotes(
    remotes.map((remote) => ({ name: federationName(remote.name), entry: remote.manifest })),
    { force },
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    wait(ms).then(() => {
      throw new Error(`Timed out after ${ms} ms`);
    }),
  ]);
}

/**
 * Loads a remote's single-spa lifecycles, retrying network failures with a
 * growing pause. A retry re-registers the remote so the runtime fetches its
 * manifest again instead of replaying a cached failure.
 */
export async function loadLifecycles(remote: RemoteEntry): Promise<LifeCycles> {
  let lastError: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (attempt > 0) {
      await wait(300 * 2 ** attempt);
      registerRemoteEntries([remote], true);
    }
    try {
      const module = await withTimeout(
        loadRemote<LifeCycles>(`${federationName(remote.name)}/spa`),
        TIMEOUT_MS,
      );
      if (module && typeof module.mount === 'function') return module;
      lastError = new Error(`${remote.name}/spa exposes no single-spa lifecycles`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

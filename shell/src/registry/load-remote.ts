import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { fallbackLifecycles } from '../regions/fallback-lifecycles';
import { regionFallbackPlugin, retryPlugin } from './federation-plugins';
import type { RemoteEntry } from './remote-config';

const TIMEOUT_MS = 20_000;

export const federationName = (name: string) => name.replace(/[^a-zA-Z0-9_]/g, '_');

/**
 * Tells the federation runtime where each remote's manifest is (from
 * /remotes.json, at runtime). `force` drops what the runtime cached for them,
 * so a Retry fetches the manifest again instead of replaying a failure.
 */
export function registerRemoteEntries(remotes: RemoteEntry[], force = false): void {
  registerRemotes(
    remotes.map((remote) => ({ name: federationName(remote.name), entry: entryScriptOf(remote) })),
    { force },
  );
}

/**
 * A remote's remoteEntry.js, beside its manifest. The runtime is built without the snapshot
 * plugin (the manifest reader, ~9 KB gzip on every page), so it is given the entry script.
 */
export const entryScriptOf = (remote: Pick<RemoteEntry, 'manifest'>): string =>
  remote.manifest.replace(/[^/]*$/, 'remoteEntry.js');

/** Adds Module Federation's failure layers (retry, then fallback lifecycles) to the runtime, once at start. */
export function registerFailureLayers(): void {
  registerPlugins([retryPlugin(), regionFallbackPlugin(fallbackLifecycles)]);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A remote's single-spa lifecycles through the federation runtime: its plugins
 * retry and, when that fails, resolve to fallback lifecycles. A load that
 * hangs gives up after 20 s (the spinner says it is slow long before).
 */
export async function loadLifecycles(remote: RemoteEntry): Promise<LifeCycles> {
  const module = await withTimeout(loadRemote<LifeCycles>(`${federationName(remote.name)}/spa`), TIMEOUT_MS);
  if (!module || typeof module.mount !== 'function')
    throw new Error(`${remote.name}/spa exposes no single-spa lifecycles`);
  return module;
}

/**
 * What `<RemoteComponent>` (from @elearn/ui) loads through: a module another
 * remote exposes, with the same retries and timeout. A Retry after a failure
 * registers the remote again so the runtime does not replay a cached failure.
 */
export function exposedModuleLoader(remotes: RemoteEntry[]) {
  return async (name: string, module: string, retry: boolean): Promise<unknown> => {
    const remote = remotes.find((entry) => entry.name === name);
    if (!remote) throw new Error(`${name} is not deployed (not in /remotes.json)`);
    if (retry) registerRemoteEntries([remote], true);
    return withTimeout(loadRemote(`${federationName(name)}/${module.replace(/^\.\//, '')}`), TIMEOUT_MS);
  };
}

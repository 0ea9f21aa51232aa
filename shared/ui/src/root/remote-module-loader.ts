/**
 * Loads module `module` (e.g. "./viewer") exposed by remote `remote` (e.g.
 * "mf-materials"); `retry` asks to fetch the remote again after a failure.
 */
export type RemoteModuleLoader = (remote: string, module: string, retry: boolean) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

/** The shell hands over the federation runtime's loader at start (and a test hands over a mock). */
export function setRemoteModuleLoader(next: RemoteModuleLoader | null): void {
  loader = next;
}

/** One exposed module through the loader the shell set; fails clearly when none was set (standalone page). */
export function loadRemoteModule(remote: string, module: string, retry: boolean): Promise<unknown> {
  if (!loader)
    return Promise.reject(new Error(`no remote loader: ${remote}/${module} loads only inside the shell`));
  return loader(remote, module, retry);
}

import { parseRemotes, type RemoteEntry } from '../registry/remote-config';

/** Phase 1 (config): the remotes to compose, read at runtime so a remote deploys without rebuilding the shell. */
export async function fetchRemotes(): Promise<RemoteEntry[]> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return parseRemotes(await response.json());
}

import { parseRemotes, type RemoteEntry } from '../registry/remote-config';
import { remotesRequest } from './remotes-request';

/** Phase 1 (config): the remotes to compose, read at runtime so a remote deploys without rebuilding the shell. */
export async function fetchRemotes(): Promise<RemoteEntry[]> {
  const response = await remotesRequest();
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return parseRemotes(await response.json());
}

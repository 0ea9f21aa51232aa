/**
 * @jest-environment node
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import { fallbackLifecycles } from '../regions/fallback-lifecycles';
import { isFallback, RETRIES, regionFallbackPlugin, retryPlugin } from './federation-plugins';

const manifestUrl = 'http://site.test/remotes/mf-demo/1/mf-manifest.json';
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

/** Runs a promise to its end while fake timers skip the retry pauses. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  for (let i = 0; i < 20; i += 1) await jest.advanceTimersByTimeAsync(1000);
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('retry (Module Federation retry plugin)', () => {
  it('fetches a manifest again after a failure and returns the answer', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(json({ name: 'mf_demo' }));
    globalThis.fetch = fetch;
    const plugin = retryPlugin();
    const response = await settle(plugin.fetch!(manifestUrl, {}) as Promise<Response>);
    expect(await response.json()).toEqual({ name: 'mf_demo' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after its retries', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    globalThis.fetch = fetch;
    await expect(settle(retryPlugin().fetch!(manifestUrl, {}) as Promise<Response>)).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(RETRIES.manifest + 1);
  });

  it('loads a remote entry script again after a failure', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValue(entry);
    const globalLoading: Record<string, unknown> = { key: Promise.reject(new Error('cached')) };
    (globalLoading.key as Promise<unknown>).catch(() => undefined);
    const hook = retryPlugin().loadEntryError as unknown as (args: object) => Promise<unknown>;
    const loaded = await settle(
      hook({ getRemoteEntry, remoteInfo: { name: 'mf_demo' }, globalLoading, uniqueKey: 'key' }),
    );
    expect(loaded).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    // The cached failure is dropped before each attempt.
    expect(globalLoading.key).toBeUndefined();
  });
});

describe('fallback (errorLoadRemote)', () => {
  const hook = regionFallbackPlugin(fallbackLifecycles).errorLoadRemote as unknown as (
    args: object,
  ) => unknown;
  const error = new Error('RUNTIME-003');

  it("answers a remote's ./spa that could not load with fallback lifecycles", () => {
    const answer = hook({ lifecycle: 'onLoad', expose: './spa', error });
    expect(answer && isFallback(answer as object)).toBe(true);
    expect((answer as { loadError: unknown }).loadError).toBe(error);
  });

  it('leaves the manifest step and other exposed modules alone', () => {
    expect(hook({ lifecycle: 'afterResolve', expose: './spa', error })).toBeUndefined();
    expect(hook({ lifecycle: 'onLoad', expose: './viewer', error })).toBeUndefined();
  });

  it('turns an unreachable remote into fallback lifecycles through the real runtime, after retrying', async () => {
    // The runtime logs each failed step; the test only looks at the outcome.
    for (const level of ['log', 'warn', 'error'] as const)
      jest.spyOn(console, level).mockImplementation(() => {});
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    globalThis.fetch = fetch;
    const host = createInstance({
      name: 'shell_test',
      remotes: [{ name: 'mf_demo', entry: manifestUrl }],
      plugins: [retryPlugin(), regionFallbackPlugin(fallbackLifecycles)],
    });
    const loaded = await settle(host.loadRemote<object>('mf_demo/spa'));
    expect(loaded && isFallback(loaded)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(RETRIES.manifest + 1);
    await expect(settle(host.loadRemote('mf_demo/viewer'))).rejects.toThrow();
  });
});

let request: Promise<Response> | undefined;

/**
 * The one request for /remotes.json. The entry starts it before the shared modules load, so it
 * is not queued behind them (it was the first step of a waterfall on every page load).
 */
export function remotesRequest(): Promise<Response> {
  request ??= fetch('/remotes.json', { cache: 'no-store' });
  return request;
}

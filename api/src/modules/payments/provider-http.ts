/** A JSON call to a payment provider; a non-2xx answer or a body that is not JSON is an error naming the call. */
export async function providerJson<T>(
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> },
): Promise<T> {
  const response = await fetch(url, {
    method: init.method,
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`${init.method} ${new URL(url).pathname} answered ${response.status}`);
  return (await response.json()) as T;
}

/** One request of a load: when it ran, and its answer (status 0: no answer, the connection failed). */
export interface Outcome {
  index: number;
  startedAt: number;
  endedAt: number;
  status: number;
  body: unknown;
}

export interface Load {
  /** Every outcome so far, in order of answer. */
  outcomes: Outcome[];
  /** Issues no further request; those in flight still finish. */
  stop(): void;
  /** Resolves when the last request issued has its outcome. */
  done: Promise<Outcome[]>;
}

/**
 * `concurrency` workers calling `request(i)` back to back until `total` calls were
 * made or `maxMs` passed (both bounds hold). Each call is limited to `timeoutMs`.
 */
export function runLoad(options: {
  total: number;
  concurrency: number;
  maxMs: number;
  timeoutMs?: number;
  request(index: number, signal: AbortSignal): Promise<Response>;
}): Load {
  const { total, concurrency, maxMs, timeoutMs = 15_000, request } = options;
  const outcomes: Outcome[] = [];
  const until = Date.now() + maxMs;
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < total && Date.now() < until) {
      const index = next++;
      const startedAt = Date.now();
      let status = 0;
      let body: unknown = null;
      try {
        const response = await request(index, AbortSignal.timeout(timeoutMs));
        status = response.status;
        body = await response.json().catch(() => null);
      } catch {
        status = 0;
      }
      outcomes.push({ index, startedAt, endedAt: Date.now(), status, body });
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, worker)).then(() => outcomes);
  return {
    outcomes,
    stop: () => {
      stopped = true;
    },
    done,
  };
}

const ok = (o: Outcome) => o.status >= 200 && o.status < 300;

/**
 * What a fault from `faultAt` to `faultEnd` (a restart takes a while) did to a load:
 * the share of failed requests; the recovery time, from the fault's start to the first
 * success of a request started once the fault was over (NaN when none was); the end of
 * the last failure (after it every request succeeded); and the slowest answer (requests
 * that waited out the fault instead of failing).
 */
export function faultReport(outcomes: Outcome[], faultAt: number, faultEnd = faultAt) {
  const failed = outcomes.filter((o) => !ok(o));
  const firstAfter = Math.min(
    ...outcomes.filter((o) => ok(o) && o.startedAt >= faultEnd).map((o) => o.endedAt),
  );
  return {
    requests: outcomes.length,
    failed: failed.length,
    errorRate: failed.length / outcomes.length,
    statuses: [...new Set(failed.map((o) => o.status))],
    faultMs: faultEnd - faultAt,
    recoveryMs: Number.isFinite(firstAfter) ? firstAfter - faultAt : Number.NaN,
    lastFailureMs: failed.length ? Math.max(...failed.map((o) => o.endedAt)) - faultAt : 0,
    slowestMs: Math.max(...outcomes.map((o) => o.endedAt - o.startedAt)),
  };
}

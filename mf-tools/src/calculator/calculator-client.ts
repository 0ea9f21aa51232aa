import type { CalculationRequest, WorkerMessage } from './calculator-protocol';
import type { Outcome } from './evaluate';
import type { AngleUnit } from './pad-functions';

/** What the page needs of a Worker (tests give a fake one). */
export interface CalculatorWorker {
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: CalculationRequest): void;
  terminate(): void;
}

/** timeout: over the time budget; unavailable: the worker could not start or load. */
export type Answer = Outcome | { ok: false; reason: 'timeout' | 'unavailable' };

/** An expression's time budget once the worker is ready (issue 13: the page must not freeze). */
export const BUDGET_MS = 2000;
/** Extra time for the first answer while the worker loads mathjs (≈ 170 KB gzip) on a slow line. */
export const STARTUP_MS = 20_000;

/**
 * The page's side of the calculator: one worker, started on first use, asked
 * by id. An answer later than the budget ends the worker (the only way to stop
 * a running evaluation) and fails what was waiting; the next question starts a
 * fresh worker.
 */
export function calculatorClient(
  startWorker: () => CalculatorWorker,
  budget = { runMs: BUDGET_MS, startupMs: STARTUP_MS },
) {
  let worker: CalculatorWorker | null = null;
  let ready = false;
  let lastId = 0;
  type Asked = { answer(a: Answer): void; timer?: ReturnType<typeof setTimeout> };
  const waiting = new Map<number, Asked>();

  const stop = (reason: 'timeout' | 'unavailable') => {
    worker?.terminate();
    worker = null;
    for (const { answer, timer } of waiting.values()) {
      clearTimeout(timer);
      answer({ ok: false, reason });
    }
    waiting.clear();
  };
  // The budget counts from when the worker is ready: loading has its own, longer one.
  const arm = (asked: Asked) => {
    clearTimeout(asked.timer);
    asked.timer = ready
      ? setTimeout(() => stop('timeout'), budget.runMs)
      : setTimeout(() => stop('unavailable'), budget.startupMs);
  };

  const start = (): CalculatorWorker | null => {
    if (worker) return worker;
    try {
      worker = startWorker();
    } catch {
      // A worker script from another origin (a remote on a dev server) is refused.
      return null;
    }
    ready = false;
    worker.onmessage = ({ data }) => {
      if ('ready' in data) {
        ready = true;
        for (const asked of waiting.values()) arm(asked);
        return;
      }
      const asked = waiting.get(data.id);
      if (!asked) return;
      clearTimeout(asked.timer);
      waiting.delete(data.id);
      asked.answer(data.outcome);
    };
    // The worker's script failed to load or threw at start.
    worker.onerror = () => stop('unavailable');
    return worker;
  };

  return {
    /** Starts the worker ahead of the first "=" (the calculator was opened). */
    warm() {
      start();
    },
    calculate(expression: string, angle: AngleUnit = 'deg'): Promise<Answer> {
      return new Promise((answer) => {
        const running = start();
        if (!running) return answer({ ok: false, reason: 'unavailable' });
        const id = ++lastId;
        const asked: Asked = { answer };
        arm(asked);
        waiting.set(id, asked);
        running.postMessage({ id, expression, angle });
      });
    },
  };
}

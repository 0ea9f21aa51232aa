import type { CalculationRequest, WorkerMessage } from '../src/calculator/calculator-protocol';

/**
 * Jest runs in Node, which has no Web Worker: a stand-in for calculator.worker.ts
 * that answers as it does. Like the real one it loads the evaluator (and mathjs)
 * only once started, says it is ready, then answers each request by id a task
 * later. Tests mock start-worker.ts with this module.
 */
export class FakeCalculatorWorker {
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly received: CalculationRequest[] = [];
  private readonly loaded = import('../src/calculator/evaluate');

  /** answers: as the real one; hangs: ready, then busy forever; silent: never even loads. */
  constructor(public behaviour: 'answers' | 'hangs' | 'silent' = 'answers') {
    if (behaviour !== 'silent') void this.loaded.then(() => this.later({ ready: true }));
  }

  postMessage(request: CalculationRequest) {
    this.received.push(request);
    if (this.behaviour === 'answers')
      void this.loaded.then(({ evaluate }) =>
        this.later({ id: request.id, outcome: evaluate(request.expression, request.angle) }),
      );
  }

  terminate() {
    this.terminated = true;
  }

  /** What the worker would say, unless it has been ended since. */
  private later(message: WorkerMessage) {
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data: message } as MessageEvent<WorkerMessage>);
    });
  }
}

export const startCalculatorWorker = () => new FakeCalculatorWorker();

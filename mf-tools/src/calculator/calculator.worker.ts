import type { CalculationRequest, WorkerMessage } from './calculator-protocol';
import { evaluate } from './evaluate';

/**
 * The calculator's Web Worker (a chunk of mf-tools' own bundle, started by
 * start-worker.ts): mathjs and every evaluation run here, so an expression that
 * never ends keeps this thread busy, not the page, and the page can end it.
 */
const worker = self as unknown as {
  onmessage: ((event: MessageEvent<CalculationRequest>) => void) | null;
  postMessage(message: WorkerMessage): void;
};

worker.onmessage = ({ data }) =>
  worker.postMessage({ id: data.id, outcome: evaluate(data.expression, data.angle) });
worker.postMessage({ ready: true });

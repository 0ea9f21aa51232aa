import type { Outcome } from './evaluate';
import type { AngleUnit } from './pad-functions';

/**
 * What the page and the calculator's worker say to each other: the page asks
 * with an id, the worker answers that id; once loaded (mathjs set up) it says
 * it is ready, so the time budget does not count the loading.
 */
export interface CalculationRequest {
  id: number;
  expression: string;
  angle: AngleUnit;
}

export type WorkerMessage = { ready: true } | { id: number; outcome: Outcome };

import type { MathNode } from 'mathjs';
import { parseExpression } from './calculator-math';
import { isPadTree, outerFunction } from './expression-tree';
import { isAllowedInput, toAscii } from './expression-words';
import { type AngleUnit, withAngleUnit } from './pad-functions';

/**
 * The calculator's "=" (issue 13), run in its Web Worker (calculator.worker.ts):
 * the text passes the spec's word and character rule, mathjs parses it in the
 * calculator's locked-down instance, the tree must be one the pad can build,
 * then mathjs evaluates it. No eval, no Function. A pathological expression is
 * stopped by the page, which ends the worker after its time budget.
 */

export type Outcome =
  | { ok: true; value: number; text: string }
  /** invalid: the spec's "Invalid expression"; error: it does not evaluate to a real number. */
  | { ok: false; reason: 'invalid' | 'error' };

const invalid: Outcome = { ok: false, reason: 'invalid' };
const error: Outcome = { ok: false, reason: 'error' };

/** Shown form: integrals with 6 decimals, other non-integers with up to 9, ∞ for infinity. */
export function formatResult(value: number, integral: boolean): string {
  if (value === Number.POSITIVE_INFINITY) return '∞';
  if (value === Number.NEGATIVE_INFINITY) return '-∞';
  if (integral) return value.toFixed(6);
  if (Number.isInteger(value)) return String(value);
  const rounded = Number(value.toFixed(9));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** `angle`: how trig reads its arguments (pad-functions.ts), degrees unless the learner chose radians. */
export function evaluate(source: string, angle: AngleUnit = 'deg'): Outcome {
  if (!isAllowedInput(source)) return invalid;
  let tree: MathNode;
  try {
    tree = parseExpression(toAscii(source));
  } catch {
    return invalid;
  }
  if (!isPadTree(tree)) return invalid;
  try {
    // mathjs answers a complex number for sqrt(-1): the calculator shows ERROR.
    const value: unknown = withAngleUnit(angle, () => tree.compile().evaluate({}));
    if (typeof value !== 'number' || Number.isNaN(value)) return error;
    return { ok: true, value, text: formatResult(value, outerFunction(tree) === 'int') };
  } catch {
    return error;
  }
}

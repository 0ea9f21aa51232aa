import type { EvalFunction, MathNode, MathScope } from 'mathjs';
import { derivativeAt, limitAt, simpson, summation } from './calculus';

/**
 * The pad's functions as mathjs functions (imported into the calculator's own
 * instance, calculator-math.ts). int, sum, driv and lim take their arguments
 * unevaluated (mathjs's rawArgs): the first is a function of x, evaluated again
 * for each x; so do the trig functions, whose argument is in degrees unless it
 * names pi (learner-experience §5), or always in radians when the learner
 * switched the calculator to radians. The unit holds for the whole expression,
 * inside int, sum, driv and lim too: in degrees lim(sin(x)/x, 0) is π/180.
 */

/** deg: the spec's default (radians only when the argument names pi); rad: every argument is radians. */
export type AngleUnit = 'deg' | 'rad';
export const ANGLE_UNITS: readonly AngleUnit[] = ['deg', 'rad'];

// The unit of the evaluation running now (evaluations are synchronous, one at a time in the worker).
let angleUnit: AngleUnit = 'deg';
/** Runs `run` with trig arguments read in `unit`. */
export function withAngleUnit<T>(unit: AngleUnit, run: () => T): T {
  const previous = angleUnit;
  angleUnit = unit;
  try {
    return run();
  } finally {
    angleUnit = previous;
  }
}

type Scope = MathScope<unknown>;
type Raw = ((args: MathNode[], math: unknown, scope: Scope) => number) & { rawArgs: true };

// An integral evaluates its body 1001 times: compile each node once.
const compiled = new WeakMap<MathNode, EvalFunction>();
function compile(node: MathNode): EvalFunction {
  let fn = compiled.get(node);
  if (!fn) {
    fn = node.compile();
    compiled.set(node, fn);
  }
  return fn;
}

function real(value: unknown): number {
  if (typeof value !== 'number') throw new TypeError('Not a real number');
  return value;
}

/** A number from an argument, in the caller's scope (where an outer x may be bound). */
const numberOf = (node: MathNode, scope: Scope) => real(compile(node).evaluate(scope));
/** The body as a function of x: x is the innermost int's, sum's, driv's or lim's. */
const fnOfX = (body: MathNode) => (x: number) => real(compile(body).evaluate({ x }));

const raw = (fn: (args: MathNode[], scope: Scope) => number): Raw =>
  Object.assign((args: MathNode[], _math: unknown, scope: Scope) => fn(args, scope), {
    rawArgs: true as const,
  });

const mentionsPi = (node: MathNode) =>
  node.filter((n) => n.type === 'SymbolNode' && (n as MathNode & { name: string }).name === 'pi').length > 0;

type Trig = 'sin' | 'cos' | 'tan' | 'csc' | 'sec' | 'cot';

// Exact values where degrees land on them (sin 180 is 0, not 1.2e-16; tan 90 is undefined, not 1.6e16).
export function trig(name: Trig, rad: number): number {
  const s = Math.sin(rad);
  const c = Math.cos(rad);
  const sin = Math.abs(s) < 1e-15 ? 0 : s;
  const cos = Math.abs(c) < 1e-15 ? 0 : c;
  if (name === 'sin') return sin;
  if (name === 'cos') return cos;
  if (name === 'tan') return cos === 0 ? Number.NaN : sin / cos;
  if (name === 'csc') return sin === 0 ? Number.NaN : 1 / sin;
  if (name === 'sec') return cos === 0 ? Number.NaN : 1 / cos;
  return sin === 0 ? Number.NaN : cos / sin;
}

const degreesUnlessPi = (name: Trig) =>
  raw(([arg], scope) => {
    const value = numberOf(arg!, scope);
    return trig(name, angleUnit === 'rad' || mentionsPi(arg!) ? value : (value * Math.PI) / 180);
  });

export const PAD_FUNCTIONS = {
  sin: degreesUnlessPi('sin'),
  cos: degreesUnlessPi('cos'),
  tan: degreesUnlessPi('tan'),
  csc: degreesUnlessPi('csc'),
  sec: degreesUnlessPi('sec'),
  cot: degreesUnlessPi('cot'),
  // The pad's log is base 10, ln the natural one.
  log: (value: number) => Math.log10(real(value)),
  ln: (value: number) => Math.log(real(value)),
  frac: (numerator: number, denominator: number) => real(numerator) / real(denominator),
  int: raw(([body, from, to], scope) => simpson(fnOfX(body!), numberOf(from!, scope), numberOf(to!, scope))),
  sum: raw(([body, from, to], scope) =>
    summation(fnOfX(body!), numberOf(from!, scope), numberOf(to!, scope)),
  ),
  driv: raw(([body, at], scope) => derivativeAt(fnOfX(body!), numberOf(at!, scope))),
  lim: raw(([body, at], scope) => limitAt(fnOfX(body!), numberOf(at!, scope))),
  inf: Number.POSITIVE_INFINITY,
};

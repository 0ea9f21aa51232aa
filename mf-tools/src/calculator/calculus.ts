/**
 * The pad's calculus, numerically, on a function of x (learner-experience §9):
 * the math library evaluates f, these decide where.
 */

export const SIMPSON_STEPS = 1000;
/** A longer sum is refused at once rather than left to the worker's time budget. */
export const SUM_TERMS_MAX = 100_000;
const H = 1e-5;

type Fn = (x: number) => number;

/** Definite integral by Simpson's rule (1000 steps). */
export function simpson(f: Fn, a: number, b: number, n = SIMPSON_STEPS): number {
  const h = (b - a) / n;
  let total = f(a) + f(b);
  for (let i = 1; i < n; i++) total += (i % 2 === 0 ? 2 : 4) * f(a + i * h);
  return (total * h) / 3;
}

/** f(from) + … + f(to) over the whole numbers between the bounds. */
export function summation(f: Fn, fromBound: number, toBound: number): number {
  const from = Math.ceil(fromBound);
  const to = Math.floor(toBound);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to - from >= SUM_TERMS_MAX)
    throw new Error('Sum too long');
  let total = 0;
  for (let i = from; i <= to; i++) total += f(i);
  return total;
}

/** Derivative at a point by the central difference. */
export const derivativeAt = (f: Fn, p: number): number => (f(p + H) - f(p - H)) / (2 * H);

/** Limit at a point (or at ±∞): NaN when the two sides do not meet, as 1/x at 0. */
export function limitAt(f: Fn, p: number): number {
  if (!Number.isFinite(p)) return f(Math.sign(p) * 1e12);
  const left = f(p - H * 1e-2);
  const right = f(p + H * 1e-2);
  if (Math.abs(left - right) > 1e-4 * Math.max(1, Math.abs(left))) return Number.NaN;
  return (left + right) / 2;
}

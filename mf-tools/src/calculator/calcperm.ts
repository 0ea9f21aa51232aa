import type { CalculatorKey } from '@elearn/contracts/constants';
import { courseKeyOfPath } from '../common/course-of-path';
import { isAllowedInput, toAscii, wordsOf } from './expression-words';

/** The calcperm key behind each function or constant of an expression (sqrt is on the standard pad: always allowed). */
const KEY_OF: Record<string, CalculatorKey> = {
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  csc: 'csc',
  sec: 'sec',
  cot: 'cot',
  log: 'log',
  ln: 'ln',
  driv: 'driv',
  sum: 'sum',
  int: 'int_d',
  abs: 'mag',
  lim: 'lim',
  frac: 'frac',
  pi: 'pi',
  e: 'e',
  inf: 'inf',
};

/**
 * Whether a typed expression keeps to the permitted scientific keys: hiding a key from the pad is
 * not enough when "sin" can be typed. Text outside the pad's words is left to the evaluator
 * ("Invalid expression").
 */
export function keepsToPermitted(source: string, permitted: readonly string[]): boolean {
  if (!isAllowedInput(source)) return true;
  return wordsOf(toAscii(source)).every((word) => {
    const key = KEY_OF[word];
    return !key || permitted.includes(key);
  });
}

/** Where the calculator is: the course of the page and whether it is one of its tests; null off a course. */
export function calculatorPlace(path: string): { course: string; during: 'study' | 'assessment' } | null {
  const course = courseKeyOfPath(path);
  if (!course) return null;
  return {
    course,
    during: /^\/[a-z]{2}\/dashboard\/(?:assessment|placement)\//.test(path) ? 'assessment' : 'study',
  };
}

import type { CalculatorKey } from '@elearn/contracts/constants';
import { courseKeyOfPath } from '../common/course-of-path';
import { type Node, parse } from './expression-parser';

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

function usesOnly(node: Node, permitted: readonly string[]): boolean {
  switch (node.type) {
    case 'const':
      return permitted.includes(KEY_OF[node.name]!);
    case 'call': {
      const key = KEY_OF[node.name];
      return (!key || permitted.includes(key)) && node.args.every((a) => usesOnly(a, permitted));
    }
    case 'neg':
      return usesOnly(node.arg, permitted);
    case 'bin':
      return usesOnly(node.left, permitted) && usesOnly(node.right, permitted);
    default:
      return true;
  }
}

/**
 * Whether a typed expression keeps to the permitted scientific keys: hiding a key from the pad is
 * not enough when "sin" can be typed. An expression that does not parse is left to the evaluator.
 */
export function keepsToPermitted(source: string, permitted: readonly string[]): boolean {
  try {
    return usesOnly(parse(source), permitted);
  } catch {
    return true;
  }
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

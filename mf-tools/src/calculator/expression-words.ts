/**
 * The spec's rule for what may be typed (learner-experience §5): forbidden words
 * and characters are "Invalid expression" before any parser sees the text. It is
 * a whitelist: only the pad's words (its functions, pi, e, inf and x) and the
 * characters of numbers and operators, so import, require, process, window,
 * constructor…, backticks, $, =>, &&, ||, quotes, brackets, dots after a word and
 * = can never reach the math library (issue 13).
 */

/** The pad's functions and how many arguments each takes. */
export const FUNCTIONS = {
  sin: 1,
  cos: 1,
  tan: 1,
  csc: 1,
  sec: 1,
  cot: 1,
  log: 1,
  ln: 1,
  sqrt: 1,
  abs: 1,
  frac: 2,
  driv: 2,
  lim: 2,
  int: 3,
  sum: 3,
} as const;
export type FunctionName = keyof typeof FUNCTIONS;

export const CONSTANTS = ['pi', 'e', 'inf'] as const;
/** The variable of int, sum, driv and lim. */
export const VARIABLE = 'x';

const WORDS = new Set<string>([...Object.keys(FUNCTIONS), ...CONSTANTS, VARIABLE]);
const MAX_LENGTH = 500;

// × ÷ − √ π ∞ are what the pad shows; they read as the ASCII they stand for.
const SYMBOLS: Record<string, string> = { '×': '*', '÷': '/', '−': '-', '√': 'sqrt', π: 'pi', '∞': 'inf' };

/** The typed text in the math library's syntax: pad symbols as ASCII, words in lower case ("PI" is pi). */
export function toAscii(source: string): string {
  return source.replace(/[×÷−√π∞]/g, (symbol) => ` ${SYMBOLS[symbol]} `).toLowerCase();
}

/** The words of an ASCII expression ("2pi+sin(x)" → pi, sin, x). */
export const wordsOf = (ascii: string): string[] => ascii.match(/[a-z_]+/g) ?? [];

/** Whether the text keeps to the pad's characters and words. */
export function isAllowedInput(source: string): boolean {
  if (source.length > MAX_LENGTH) return false;
  const ascii = toAscii(source);
  // Digits, a decimal point, spaces, + - * / ^ ( ) , and letters (checked word by word below).
  if (!/^[0-9a-z_. +\-*/^(),]*$/.test(ascii)) return false;
  return wordsOf(ascii).every((word) => WORDS.has(word));
}

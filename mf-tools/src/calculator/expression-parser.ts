/**
 * The calculator's expression language, parsed by hand (no eval, no Function,
 * no math library at run time): numbers, + − × ÷ ^, parentheses, the pad's
 * functions and constants, and the variable x inside int, sum, driv and lim.
 * Anything else is "Invalid expression": a whitelist, so the spec's forbidden
 * words (import, window, constructor…) and characters (` $ => && ||) can never
 * reach anything (issue 13). Tokens are 30 lines, not mathjs's ~170 KB gzip.
 */

export type Node =
  | { type: 'num'; value: number }
  | { type: 'const'; name: 'pi' | 'e' | 'inf' }
  | { type: 'var' }
  | { type: 'neg'; arg: Node }
  | { type: 'bin'; op: '+' | '-' | '*' | '/' | '^'; left: Node; right: Node }
  | { type: 'call'; name: FunctionName; args: Node[] };

/** Functions and how many arguments each takes. */
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

export class ExpressionError extends Error {}

const MAX_LENGTH = 500;
const MAX_DEPTH = 60;

type Token = { kind: 'num'; value: number } | { kind: 'word'; value: string } | { kind: 'op'; value: string };

// × ÷ − √ π ∞ are what the pad shows; they read as the ASCII they stand for.
const SYMBOLS: Record<string, string> = { '×': '*', '÷': '/', '−': '-', '√': 'sqrt', π: 'pi', '∞': 'inf' };

export function tokenize(source: string): Token[] {
  if (source.length > MAX_LENGTH) throw new ExpressionError('too long');
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === ' ') {
      i++;
    } else if (/[0-9.]/.test(ch)) {
      const match = /^(\d+\.?\d*|\.\d+)/.exec(source.slice(i));
      if (!match) throw new ExpressionError(`bad number at ${i}`);
      tokens.push({ kind: 'num', value: Number(match[0]) });
      i += match[0].length;
    } else if (/[a-z_]/i.test(ch)) {
      const word = /^[a-z_]+/i.exec(source.slice(i))![0];
      tokens.push({ kind: 'word', value: word.toLowerCase() });
      i += word.length;
    } else if (SYMBOLS[ch]) {
      const mapped = SYMBOLS[ch]!;
      tokens.push(/[a-z]/.test(mapped) ? { kind: 'word', value: mapped } : { kind: 'op', value: mapped });
      i++;
    } else if ('+-*/^(),'.includes(ch)) {
      tokens.push({ kind: 'op', value: ch });
      i++;
    } else {
      throw new ExpressionError(`unexpected ${ch}`);
    }
  }
  return tokens;
}

/**
 * Precedence, lowest first: + −, then × ÷ (and implicit product, "2pi"),
 * then unary minus, then ^ (right-associative, so −2^2 = −4 and 2^3^2 = 512, as in mathjs).
 */
export function parse(source: string): Node {
  const tokens = tokenize(source);
  let pos = 0;
  let depth = 0;
  const peek = () => tokens[pos];
  const isOp = (value: string) => peek()?.kind === 'op' && peek()!.value === value;
  const expect = (value: string) => {
    if (!isOp(value)) throw new ExpressionError(`expected ${value}`);
    pos++;
  };
  const nest = <T>(fn: () => T): T => {
    if (++depth > MAX_DEPTH) throw new ExpressionError('too deep');
    try {
      return fn();
    } finally {
      depth--;
    }
  };

  const sum = (): Node =>
    nest(() => {
      let left = product();
      while (isOp('+') || isOp('-')) {
        const op = tokens[pos++]!.value as '+' | '-';
        left = { type: 'bin', op, left, right: product() };
      }
      return left;
    });
  // A word or "(" right after an operand multiplies it: 2pi, 3(4), (1)(2); two numbers in a row ("1..2", "2 3") are an error.
  const startsOperand = () => peek()?.kind === 'word' || isOp('(');
  const product = (): Node => {
    let left = unary();
    for (;;) {
      if (isOp('*') || isOp('/')) {
        const op = tokens[pos++]!.value as '*' | '/';
        left = { type: 'bin', op, left, right: unary() };
      } else if (startsOperand()) {
        left = { type: 'bin', op: '*', left, right: unary() };
      } else return left;
    }
  };
  const unary = (): Node => {
    if (isOp('-')) {
      pos++;
      return nest(() => ({ type: 'neg', arg: unary() }));
    }
    if (isOp('+')) {
      pos++;
      return nest(unary);
    }
    return power();
  };
  const power = (): Node => {
    const base = primary();
    if (!isOp('^')) return base;
    pos++;
    return nest(() => ({ type: 'bin', op: '^', left: base, right: unary() }));
  };
  const primary = (): Node => {
    const token = tokens[pos++];
    if (!token) throw new ExpressionError('unexpected end');
    if (token.kind === 'num') return { type: 'num', value: token.value };
    if (token.kind === 'op') {
      if (token.value !== '(') throw new ExpressionError(`unexpected ${token.value}`);
      const inner = sum();
      expect(')');
      return inner;
    }
    const word = token.value;
    if (word === 'pi' || word === 'e' || word === 'inf') return { type: 'const', name: word };
    if (word === 'x') return { type: 'var' };
    if (!Object.hasOwn(FUNCTIONS, word)) throw new ExpressionError(`unknown word ${word}`);
    const name = word as FunctionName;
    expect('(');
    const args = [sum()];
    while (isOp(',')) {
      pos++;
      args.push(sum());
    }
    expect(')');
    if (args.length !== FUNCTIONS[name]) throw new ExpressionError(`${name} takes ${FUNCTIONS[name]}`);
    return { type: 'call', name, args };
  };

  const tree = sum();
  if (pos !== tokens.length) throw new ExpressionError('unexpected text after the expression');
  return tree;
}

import { type Node, parse } from './expression-parser';

/**
 * Evaluates a parsed expression. Trig arguments without pi are degrees
 * (spec §5); int is Simpson's rule with 1000 steps (§9); every node counts
 * against a budget, so a pathological expression (sums of integrals of sums)
 * stops with an error within milliseconds instead of freezing the page.
 */

export const SIMPSON_STEPS = 1000;
export const SUM_TERMS_MAX = 100_000;
const STEP_BUDGET = 3_000_000;
const H = 1e-5;

const mentionsPi = (node: Node): boolean => {
  switch (node.type) {
    case 'const':
      return node.name === 'pi';
    case 'neg':
      return mentionsPi(node.arg);
    case 'bin':
      return mentionsPi(node.left) || mentionsPi(node.right);
    case 'call':
      return node.args.some(mentionsPi);
    default:
      return false;
  }
};

class Budget {
  steps = 0;
  spend() {
    if (++this.steps > STEP_BUDGET) throw new Error('Too much work');
  }
}

export function simpson(f: (x: number) => number, a: number, b: number, n = SIMPSON_STEPS): number {
  const h = (b - a) / n;
  let total = f(a) + f(b);
  for (let i = 1; i < n; i++) total += (i % 2 === 0 ? 2 : 4) * f(a + i * h);
  return (total * h) / 3;
}

function evalNode(node: Node, x: number | undefined, budget: Budget): number {
  budget.spend();
  const at = (n: Node, xv = x) => evalNode(n, xv, budget);
  const fnOfX = (n: Node) => (xv: number) => at(n, xv);
  switch (node.type) {
    case 'num':
      return node.value;
    case 'const':
      return node.name === 'pi' ? Math.PI : node.name === 'e' ? Math.E : Number.POSITIVE_INFINITY;
    case 'var':
      if (x === undefined) throw new Error('x outside int, sum, driv or lim');
      return x;
    case 'neg':
      return -at(node.arg);
    case 'bin': {
      const l = at(node.left);
      const r = at(node.right);
      if (node.op === '+') return l + r;
      if (node.op === '-') return l - r;
      if (node.op === '*') return l * r;
      if (node.op === '/') return l / r;
      return l ** r;
    }
    case 'call': {
      const [a, b, c] = node.args as [Node, Node, Node];
      switch (node.name) {
        case 'sin':
        case 'cos':
        case 'tan':
        case 'csc':
        case 'sec':
        case 'cot': {
          const raw = at(a);
          const rad = mentionsPi(a) ? raw : (raw * Math.PI) / 180;
          return trig(node.name, rad);
        }
        case 'log':
          return Math.log10(at(a));
        case 'ln':
          return Math.log(at(a));
        case 'sqrt':
          return Math.sqrt(at(a));
        case 'abs':
          return Math.abs(at(a));
        case 'frac':
          return at(a) / at(b);
        case 'int':
          return simpson(fnOfX(a), at(b), at(c));
        case 'sum': {
          const from = Math.ceil(at(b));
          const to = Math.floor(at(c));
          if (!Number.isFinite(from) || !Number.isFinite(to) || to - from >= SUM_TERMS_MAX)
            throw new Error('Sum too long');
          let total = 0;
          for (let i = from; i <= to; i++) total += at(a, i);
          return total;
        }
        case 'driv': {
          const p = at(b);
          return (at(a, p + H) - at(a, p - H)) / (2 * H);
        }
        case 'lim': {
          const p = at(b);
          if (!Number.isFinite(p)) return at(a, Math.sign(p) * 1e12);
          const left = at(a, p - H * 1e-2);
          const right = at(a, p + H * 1e-2);
          // The two sides must meet: 1/x at 0 has no limit.
          if (Math.abs(left - right) > 1e-4 * Math.max(1, Math.abs(left))) return Number.NaN;
          return (left + right) / 2;
        }
      }
    }
  }
}

// Exact values where degrees land on them (sin 180 is 0, not 1.2e-16; tan 90 is undefined).
function trig(name: 'sin' | 'cos' | 'tan' | 'csc' | 'sec' | 'cot', rad: number): number {
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

export type Outcome = { ok: true; value: number; text: string } | { ok: false };

/** Shown form: integrals with 6 decimals, other non-integers with up to 9, ∞ for infinity. */
export function formatResult(value: number, integral: boolean): string {
  if (value === Number.POSITIVE_INFINITY) return '∞';
  if (value === Number.NEGATIVE_INFINITY) return '-∞';
  if (integral) return value.toFixed(6);
  if (Number.isInteger(value)) return String(value);
  const rounded = Number(value.toFixed(9));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** The calculator's "=": a result, or failure (shown as ERROR) for bad input, a throw or NaN. */
export function calculate(source: string): Outcome {
  try {
    const tree = parse(source);
    const value = evalNode(tree, undefined, new Budget());
    if (Number.isNaN(value)) return { ok: false };
    return { ok: true, value, text: formatResult(value, tree.type === 'call' && tree.name === 'int') };
  } catch {
    return { ok: false };
  }
}

/** Whether the text parses at all (the spec's "Invalid expression"). */
export function isValidExpression(source: string): boolean {
  try {
    parse(source);
    return true;
  } catch {
    return false;
  }
}

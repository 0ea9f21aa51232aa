import type { MathNode } from 'mathjs';
import { CONSTANTS, FUNCTIONS, VARIABLE } from './expression-words';

type Node = MathNode & {
  value?: unknown;
  name?: string;
  fn?: unknown;
  args?: MathNode[];
  content?: MathNode;
};

const OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'pow', 'unaryMinus', 'unaryPlus']);
const SYMBOLS = new Set<string>([...CONSTANTS, VARIABLE]);

/**
 * Whether mathjs's tree of an expression is one the pad can build: numbers,
 * + − × ÷ ^ (and implicit products), parentheses, pi, e, inf, x and the pad's
 * functions with their number of arguments. Anything else mathjs can parse
 * (assignments, function definitions, property access, matrices, objects,
 * strings, blocks, ranges, conditions, units) is "Invalid expression": a second
 * wall behind the word and character rule (expression-words.ts).
 */
export function isPadTree(tree: MathNode): boolean {
  const node = tree as Node;
  switch (node.type) {
    case 'ConstantNode':
      return typeof node.value === 'number';
    case 'SymbolNode':
      return SYMBOLS.has(node.name!);
    case 'ParenthesisNode':
      return isPadTree(node.content!);
    case 'OperatorNode':
      return OPERATORS.has(node.fn as string) && node.args!.every(isPadTree);
    case 'FunctionNode': {
      const fn = node.fn as Node;
      if (fn.type !== 'SymbolNode' || !Object.hasOwn(FUNCTIONS, fn.name!)) return false;
      return (
        node.args!.length === FUNCTIONS[fn.name as keyof typeof FUNCTIONS] && node.args!.every(isPadTree)
      );
    }
    default:
      return false;
  }
}

/** The function the whole expression is, through parentheses ("(int(x, 0, 1))" is an integral). */
export function outerFunction(tree: MathNode): string | null {
  const node = tree as Node;
  if (node.type === 'ParenthesisNode') return outerFunction(node.content!);
  return node.type === 'FunctionNode' ? ((node.fn as Node).name ?? null) : null;
}

import { all, create, type MathNode } from 'mathjs';
import { PAD_FUNCTIONS } from './pad-functions';

/**
 * The calculator's own mathjs instance (15.2 or later: earlier versions have
 * code-execution CVEs), locked down as mathjs's security guidance says: the
 * functions that parse, compile, define or import anything are replaced by ones
 * that throw, so an expression that somehow named them would still run nothing.
 * The pad's functions replace mathjs's of the same name (sin in degrees, log base
 * 10, sum over x…) in this instance only.
 */
const math = create(all!);

/** Kept before parse is disabled below: the calculator parses, an expression cannot. */
export const parseExpression: (text: string) => MathNode = math.parse;

export const DISABLED = [
  'import',
  'createUnit',
  'reviver',
  'replacer',
  'evaluate',
  'parse',
  'parser',
  'compile',
  'simplify',
  'simplifyConstant',
  'simplifyCore',
  'rationalize',
  'derivative',
  'resolve',
  'symbolicEqual',
  'leafCount',
  'help',
] as const;

const refuse = (name: string) => () => {
  throw new Error(`Function ${name} is disabled`);
};

math.import(PAD_FUNCTIONS, { override: true });
// Last: this disables import itself.
math.import(Object.fromEntries(DISABLED.map((name) => [name, refuse(name)])), { override: true });

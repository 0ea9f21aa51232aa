/** What each pad key puts into the equation, and where the cursor lands inside it. */
export interface PadKey {
  id: string;
  label: string;
  insert: string;
  /** Cursor offset from the start of the inserted text (default: after it). */
  caret?: number;
}

export const STANDARD_KEYS: PadKey[] = [
  { id: '7', label: '7', insert: '7' },
  { id: '8', label: '8', insert: '8' },
  { id: '9', label: '9', insert: '9' },
  { id: 'divide', label: '÷', insert: '÷' },
  { id: 'clear', label: 'AC', insert: '' },
  { id: '4', label: '4', insert: '4' },
  { id: '5', label: '5', insert: '5' },
  { id: '6', label: '6', insert: '6' },
  { id: 'times', label: '×', insert: '×' },
  { id: 'backspace', label: '⌫', insert: '' },
  { id: '1', label: '1', insert: '1' },
  { id: '2', label: '2', insert: '2' },
  { id: '3', label: '3', insert: '3' },
  { id: 'minus', label: '−', insert: '−' },
  { id: 'power', label: '^', insert: '^' },
  { id: '0', label: '0', insert: '0' },
  { id: 'point', label: '.', insert: '.' },
  { id: 'sqrt', label: '√', insert: '√(' },
  { id: 'plus', label: '+', insert: '+' },
  { id: 'equals', label: '=', insert: '' },
  { id: 'left', label: '←', insert: '' },
  { id: 'right', label: '→', insert: '' },
  { id: 'up', label: '↑', insert: '' },
  { id: 'down', label: '↓', insert: '' },
];

/** The scientific keys in the spec's order (its key names). */
export const SCIENTIFIC_KEYS: PadKey[] = [
  { id: 'sin', label: 'sin', insert: 'sin(' },
  { id: 'cos', label: 'cos', insert: 'cos(' },
  { id: 'tan', label: 'tan', insert: 'tan(' },
  { id: 'pi', label: 'π', insert: 'π' },
  { id: 'csc', label: 'csc', insert: 'csc(' },
  { id: 'sec', label: 'sec', insert: 'sec(' },
  { id: 'cot', label: 'cot', insert: 'cot(' },
  { id: 'inf', label: '∞', insert: '∞' },
  { id: 'e', label: 'e', insert: 'e' },
  { id: 'log', label: 'log', insert: 'log(' },
  { id: 'ln', label: 'ln', insert: 'ln(' },
  { id: 'driv', label: 'd/dx', insert: 'driv(' },
  { id: 'sum', label: 'Σ', insert: 'sum(' },
  { id: 'int_d', label: '∫', insert: 'int(' },
  { id: 'paran', label: '( )', insert: '()', caret: 1 },
  { id: 'mag', label: '|x|', insert: 'abs(' },
  { id: 'lim', label: 'lim', insert: 'lim(' },
  { id: 'frac', label: 'a/b', insert: 'frac(' },
];

export const SCIENTIFIC_KEY_IDS = SCIENTIFIC_KEYS.map((k) => k.id);

/** Typing one of these words turns it into its function block (spec §5): "sin" becomes "sin(". */
const BLOCK_WORDS = ['sin', 'cos', 'tan', 'cot', 'csc', 'sec', 'ln', 'lim', 'log'];

/** The equation as the calculator holds it: `opened` is where a "(" it opened itself sits, if it is still just before the caret. */
export interface Equation {
  text: string;
  caret: number;
  /** Index of a "(" a block word or a function key opened, while the caret is right after it. */
  opened: number | null;
}

/** Where the calculator opened a "(" itself (the text just before the caret is `word(` it produced). */
const openedAt = (text: string, caret: number, produced: boolean): number | null =>
  produced && text[caret - 1] === '(' ? caret - 1 : null;

/**
 * After typing at `caret`: when the text just before the caret completes one
 * of the block words (not inside a longer word), opens its parenthesis.
 */
export function completeBlock(text: string, caret: number): { text: string; caret: number } {
  if (text[caret] === '(') return { text, caret };
  const before = text.slice(0, caret);
  for (const word of BLOCK_WORDS) {
    if (before.endsWith(word) && !/[a-z]/i.test(before.charAt(before.length - word.length - 1)))
      return { text: `${before}(${text.slice(caret)}`, caret: caret + 1 };
  }
  return { text, caret };
}

/**
 * The field's new value after the user typed, pasted or deleted (`text`, caret at `caret`), given
 * what it held before. A "(" typed right after one the calculator opened itself ("sin" became
 * "sin(", or the sin key) steps over it instead of doubling it, so typing `sin(30)` gives
 * `sin(30)`, as the pad's own key would; any other edit ends that. Deleting never completes a word.
 */
export function typed(before: Equation, text: string, caret: number): Equation {
  const o = before.opened;
  if (o !== null && caret === o + 2 && text === `${before.text.slice(0, o + 1)}(${before.text.slice(o + 1)}`)
    return { text: before.text, caret: o + 1, opened: null };
  // Only typing completes a word: deleting the "(" of "sin(" leaves "sin".
  if (text.length <= before.text.length) return { text, caret, opened: null };
  const next = completeBlock(text, caret);
  return { ...next, opened: openedAt(next.text, next.caret, next.text !== text) };
}

/** Puts `insert` at the cursor (replacing a selection); a function key ("sin(") leaves its "(" opened. */
export function insertAt(
  text: string,
  start: number,
  end: number,
  key: Pick<PadKey, 'insert' | 'caret'>,
): Equation {
  const next = text.slice(0, start) + key.insert + text.slice(end);
  const caret = start + (key.caret ?? key.insert.length);
  return {
    text: next,
    caret,
    opened: openedAt(next, caret, key.insert.length > 1 && key.insert.endsWith('(')),
  };
}

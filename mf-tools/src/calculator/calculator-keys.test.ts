import { CALCULATOR_KEYS } from '@elearn/contracts/constants';
import {
  completeBlock,
  type Equation,
  insertAt,
  SCIENTIFIC_KEYS,
  STANDARD_KEYS,
  typed,
} from './calculator-keys';

describe('the pads', () => {
  it('has the standard keys the spec lists', () => {
    expect(STANDARD_KEYS.map((k) => k.id).sort()).toEqual(
      [
        '0',
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        'plus',
        'minus',
        'times',
        'divide',
        'point',
        'clear',
        'backspace',
        'left',
        'right',
        'up',
        'down',
        'equals',
        'power',
        'sqrt',
      ].sort(),
    );
  });

  it('has the scientific keys in the spec order, named as the API names them (calcperm)', () => {
    expect(SCIENTIFIC_KEYS.map((k) => k.id)).toEqual([...CALCULATOR_KEYS]);
  });
});

describe('typing', () => {
  it.each(['sin', 'cos', 'tan', 'cot', 'csc', 'sec', 'ln', 'lim', 'log'])(
    'turns %s into its block',
    (word) => {
      expect(completeBlock(`2+${word}`, word.length + 2)).toEqual({
        text: `2+${word}(`,
        caret: word.length + 3,
      });
    },
  );

  it('leaves other words and an open parenthesis alone', () => {
    expect(completeBlock('si', 2)).toEqual({ text: 'si', caret: 2 });
    expect(completeBlock('sin(30)', 3)).toEqual({ text: 'sin(30)', caret: 3 });
    expect(completeBlock('xlog', 4)).toEqual({ text: 'xlog', caret: 4 });
  });

  it('inserts at the cursor and puts the cursor inside parentheses', () => {
    expect(insertAt('12', 1, 1, { insert: '+' })).toEqual({ text: '1+2', caret: 2, opened: null });
    expect(insertAt('3', 1, 1, { insert: '()', caret: 1 })).toEqual({ text: '3()', caret: 2, opened: null });
    expect(insertAt('1234', 1, 3, { insert: '×' })).toEqual({ text: '1×4', caret: 2, opened: null });
    expect(insertAt('2*', 2, 2, { insert: 'cos(' })).toEqual({ text: '2*cos(', caret: 6, opened: 5 });
  });
});

/** Types `keys` one character at a time into the field, as the browser would (caret at the end). */
function typeInto(keys: string, from: Equation = { text: '', caret: 0, opened: null }): Equation {
  let state = from;
  for (const key of keys) {
    const text = state.text.slice(0, state.caret) + key + state.text.slice(state.caret);
    state = typed(state, text, state.caret + 1);
  }
  return state;
}

describe('typing one’s own "(" after a function (issue 30)', () => {
  it.each([
    ['sin(30)', 'sin(30)'],
    ['log(100)', 'log(100)'],
    ['2*cos(60)', '2*cos(60)'],
    ['sin30)', 'sin(30)'],
    ['lim(sin(x)/x,0)', 'lim(sin(x)/x,0)'],
    ['sin((30+1)*2)', 'sin((30+1)*2)'],
    ['(1+2)', '(1+2)'],
  ])('typing %s gives %s', (keys, text) => {
    expect(typeInto(keys).text).toBe(text);
  });

  it('steps over the "(" of a function key, once', () => {
    const key = insertAt('', 0, 0, { insert: 'sin(' });
    expect(typeInto('(30)', key).text).toBe('sin(30)');
    expect(typeInto('((30))', key).text).toBe('sin((30))');
  });

  it('keeps a "(" typed elsewhere, and lets Backspace remove an opened one', () => {
    const opened = typeInto('sin');
    expect(opened).toEqual({ text: 'sin(', caret: 4, opened: 3 });
    // Backspace: "sin" stays "sin", it does not reopen.
    expect(typed(opened, 'sin', 3)).toEqual({ text: 'sin', caret: 3, opened: null });
    // A "(" typed before the opened one is the learner's own.
    expect(typed(opened, '(sin(', 1)).toMatchObject({ text: '(sin(', opened: null });
  });
});

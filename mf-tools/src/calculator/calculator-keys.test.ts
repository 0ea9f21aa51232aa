import { CALCULATOR_KEYS } from '@elearn/contracts/constants';
import { completeBlock, insertAt, SCIENTIFIC_KEYS, STANDARD_KEYS } from './calculator-keys';

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
    expect(insertAt('12', 1, 1, { insert: '+' })).toEqual({ text: '1+2', caret: 2 });
    expect(insertAt('3', 1, 1, { insert: '()', caret: 1 })).toEqual({ text: '3()', caret: 2 });
    expect(insertAt('1234', 1, 3, { insert: '×' })).toEqual({ text: '1×4', caret: 2 });
  });
});

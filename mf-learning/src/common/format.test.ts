import { initialsOf } from './format';

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('algebra basics for grade 9')).toBe('AB');
    expect(initialsOf('Physics')).toBe('P');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('الفيزياء الحديثة')).toBe('اا');
  });
});

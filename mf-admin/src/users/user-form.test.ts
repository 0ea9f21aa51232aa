import { loadEnglish, messagesOf } from '../common/messages.test-support';
import { PASSWORD_HINTS, toUserBody, userValues, validateUser } from './user-form';

beforeAll(loadEnglish);

const valid = { ...userValues(), firstName: 'Mona', lastName: 'Hassan', email: 'mona@example.test' };

describe('the user form', () => {
  it('checks names, email, password and its confirmation on create, word for word', () => {
    const errors = validateUser('create')({
      ...valid,
      firstName: 'Mo',
      email: 'mona@',
      password: 'abcdefgh',
      confirmPassword: 'abcdefgi',
    });
    expect(messagesOf(errors)).toEqual({
      firstName: 'Must be 3 letters at least!',
      email: 'Please, Enter a valid email!',
      password: 'Invalid Password!',
      confirmPassword: 'Must match Password!',
    });
  });

  it('says Invalid Password! for each broken rule, and shows the three hints', () => {
    for (const password of ['abc123', 'abcdefgh', '12345678'])
      expect(messagesOf(validateUser('create')({ ...valid, password, confirmPassword: password }))).toEqual({
        password: 'Invalid Password!',
      });
    expect(messagesOf(Object.fromEntries(PASSWORD_HINTS.map((h) => [h.key, h.key])))).toEqual({
      'validation.passwordLength': 'Must be 8 characters at least!',
      'validation.passwordLetter': 'Must contain 1 english letter at least!',
      'validation.passwordDigit': 'Must contain 1 number at least!',
    });
    expect(PASSWORD_HINTS.map((h) => h.met('abc12'))).toEqual([false, true, true]);
  });

  it('has no password rules on update, and sends no password', () => {
    expect(validateUser('update')(valid)).toEqual({});
    expect(toUserBody({ ...valid, password: 'x' }, 'update')).not.toHaveProperty('password');
  });

  it('creates only the three staff roles, but an update may make an account a learner again (ADR 0017)', () => {
    expect(messagesOf(validateUser('create')({ ...valid, role: 'Learner' }))).toMatchObject({
      role: 'This field is required!',
    });
    expect(messagesOf(validateUser('update')({ ...valid, role: 'Learner' }))).toEqual({});
  });
});

import { loginSchema, registerSchema } from './auth';

const valid = {
  firstName: 'Amal',
  lastName: 'Hassan',
  email: 'Amal@Example.com ',
  password: 'secret12',
  confirmPassword: 'secret12',
};
const errorsOf = (input: unknown) => {
  const result = registerSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registerSchema', () => {
  it('accepts a valid form and normalises the email', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe('amal@example.com');
  });

  it('needs names of 3 letters at least', () => {
    expect(errorsOf({ ...valid, firstName: 'Al' })).toEqual({ firstName: 'validation.min3' });
    expect(errorsOf({ ...valid, lastName: '  Bo ' })).toEqual({ lastName: 'validation.min3' });
    expect(errorsOf({ ...valid, firstName: 'Ali' })).toEqual({});
  });

  it('checks the email form', () => {
    for (const email of ['amal', 'amal@', '@x.io', 'a b@x.io']) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'validation.email' });
    }
  });

  it('applies the password rule at its boundaries', () => {
    expect(errorsOf({ ...valid, password: 'abc1234', confirmPassword: 'abc1234' }).password).toBe(
      'validation.passwordLength',
    );
    expect(errorsOf({ ...valid, password: 'abc12345', confirmPassword: 'abc12345' })).toEqual({});
    expect(errorsOf({ ...valid, password: '12345678', confirmPassword: '12345678' }).password).toBe(
      'validation.passwordLetter',
    );
    expect(errorsOf({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' }).password).toBe(
      'validation.passwordDigit',
    );
  });

  it('needs the confirmation to match', () => {
    expect(errorsOf({ ...valid, confirmPassword: 'secret13' })).toEqual({
      confirmPassword: 'validation.confirmMatch',
    });
  });
});

describe('loginSchema', () => {
  it('needs an email and a password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

import { loginSchema, registerSchema } from './auth';

const valid = {
  firstName: 'Amal',
  lastName: 'Hassan',
  email: 'Amal@Example.com ',
  password: 'secret12',
  confirmPassword: 'secret12',
};

/** Field → message of the first issue per field, as the forms and the API report them. */
const errorsOf = (schema: typeof registerSchema | typeof loginSchema, input: unknown) => {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!result.success) for (const i of result.error.issues) errors[i.path.join('.')] ??= i.message;
  return errors;
};
const registerErrors = (overrides: Record<string, unknown>) =>
  errorsOf(registerSchema, { ...valid, ...overrides });
const withPassword = (password: string) => registerErrors({ password, confirmPassword: password });

describe('registerSchema', () => {
  it('accepts a valid form, trims the names and normalises the email', () => {
    const parsed = registerSchema.parse({ ...valid, firstName: ' Amal ' });
    expect(parsed.email).toBe('amal@example.com');
    expect(parsed.firstName).toBe('Amal');
  });

  it('needs names of 3 letters at least: 2 is refused, 3 is fine', () => {
    expect(registerErrors({ firstName: 'Al' })).toEqual({ firstName: 'validation.min3' });
    expect(registerErrors({ lastName: '  Bo ' })).toEqual({ lastName: 'validation.min3' });
    expect(registerErrors({ firstName: 'Ali', lastName: 'Bob' })).toEqual({});
  });

  it('answers a missing field with the required key', () => {
    const { firstName: _, ...rest } = valid;
    expect(errorsOf(registerSchema, rest)).toEqual({ firstName: 'validation.required' });
    expect(registerErrors({ email: undefined }).email).toBe('validation.required');
    expect(registerErrors({ password: 12345678 }).password).toBe('validation.required');
  });

  it.each(['amal', 'amal@', '@x.io', 'a b@x.io', 'amal@x', 'amal@@x.io', ''])(
    'refuses the email %p',
    (email) => {
      expect(registerErrors({ email })).toEqual({ email: 'validation.email' });
    },
  );

  it.each(['a@b.co', 'first.last+tag@mail.example.org', '  UPPER@EXAMPLE.COM  '])(
    'accepts the email %p',
    (email) => {
      expect(registerErrors({ email })).toEqual({});
    },
  );

  it('needs 8 characters: 7 is refused, 8 is fine', () => {
    expect(withPassword('abc1234')).toEqual({ password: 'validation.passwordLength' });
    expect(withPassword('abc12345')).toEqual({});
  });

  it('needs an English letter and a digit', () => {
    expect(withPassword('12345678')).toEqual({ password: 'validation.passwordLetter' });
    expect(withPassword('١٢٣٤٥٦٧٨9')).toEqual({ password: 'validation.passwordLetter' });
    expect(withPassword('abcdefgh')).toEqual({ password: 'validation.passwordDigit' });
  });

  it('refuses an absurdly long password with the password key', () => {
    expect(withPassword(`a1${'x'.repeat(300)}`)).toEqual({ password: 'validation.password' });
  });

  it('needs the confirmation to match, reported on confirmPassword', () => {
    expect(registerErrors({ confirmPassword: 'secret13' })).toEqual({
      confirmPassword: 'validation.confirmMatch',
    });
  });
});

describe('loginSchema', () => {
  it('needs a valid email and a password', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: '' })).toEqual({
      password: 'validation.required',
    });
    expect(errorsOf(loginSchema, { email: 'nope', password: 'x' })).toEqual({ email: 'validation.email' });
    expect(errorsOf(loginSchema, {})).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(loginSchema.parse({ email: ' A@B.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});

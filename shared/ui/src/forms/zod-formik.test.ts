import { z } from 'zod';
import { serverFieldErrors, zodValidate } from './zod-formik';

const schema = z
  .object({ name: z.string().min(3, 'validation.min3'), confirm: z.string() })
  .refine((v) => v.confirm === v.name, { path: ['confirm'], message: 'validation.confirmMatch' });

describe('zodValidate', () => {
  it('returns no errors for valid values', () => {
    expect(zodValidate(schema)({ name: 'Amal', confirm: 'Amal' })).toEqual({});
  });

  it('returns the i18n key of the first problem per field', () => {
    expect(zodValidate(schema)({ name: 'Al', confirm: 'Al' })).toEqual({ name: 'validation.min3' });
    expect(zodValidate(schema)({ name: 'Amal', confirm: 'Amala' })).toEqual({
      confirm: 'validation.confirmMatch',
    });
  });
});

describe('serverFieldErrors', () => {
  it('keeps string field errors only', () => {
    expect(serverFieldErrors({ errors: { email: 'validation.emailTaken', x: 1 } })).toEqual({
      email: 'validation.emailTaken',
    });
    expect(serverFieldErrors(null)).toEqual({});
  });
});

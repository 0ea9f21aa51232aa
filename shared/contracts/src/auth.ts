import { z } from 'zod';
import { hasVisibleText } from './text/visible-text';
import { userSchema } from './user';

// Messages are i18n keys (namespace "common", key "validation.*"): the browser translates them,
// and the API answers a refused field with the same key.

/** A text field; a missing or non-text value reads as "required". */
const text = () => z.string({ error: 'validation.required' });

const email = text().trim().toLowerCase().max(254, 'validation.email').pipe(z.email('validation.email'));
/** A name a reader can see: zero-width characters alone do not make one. */
const personName = text()
  .trim()
  .min(3, 'validation.min3')
  .max(80, 'validation.invalid')
  .refine(hasVisibleText, 'validation.required');

/** Password rule of the spec: 8+ characters with at least one English letter and one digit. */
export const passwordSchema = text()
  .min(8, 'validation.passwordLength')
  .max(200, 'validation.password')
  .regex(/[A-Za-z]/, 'validation.passwordLetter')
  .regex(/\d/, 'validation.passwordDigit');

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone name the server's time zone data knows (e.g. Africa/Cairo). */
export const timeZoneSchema = text().max(64, 'validation.invalid').refine(isTimeZone, 'validation.timezone');

export const registerSchema = z
  .object({
    firstName: personName,
    lastName: personName,
    email,
    password: passwordSchema,
    confirmPassword: text(),
    /** The browser's time zone, kept as the account's (UTC when the browser sends none). */
    timezone: timeZoneSchema.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmMatch',
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email,
  password: text().min(1, 'validation.required').max(200, 'validation.password'),
});
export type LoginInput = z.input<typeof loginSchema>;

/**
 * Answer of register, the same whether the address was new or already had an
 * account (no account enumeration, ADR 0018): the caller signs in next.
 */
export const registerResponseSchema = z.object({ ok: z.literal(true) });

/** Answer of login and refresh: the user and a short-lived bearer token. */
export const authResponseSchema = z.object({ user: userSchema, accessToken: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

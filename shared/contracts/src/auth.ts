import { z } from 'zod';

// Messages are i18n keys (namespace "common", key "validation.*"): the browser translates them.

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('validation.email'));
const personName = z.string().trim().min(3, 'validation.min3').max(80, 'validation.invalid');

/** Password rule of the spec: 8+ characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(8, 'validation.passwordLength')
  .max(200, 'validation.invalid')
  .regex(/[A-Za-z]/, 'validation.passwordLetter')
  .regex(/\d/, 'validation.passwordDigit');

export const registerSchema = z
  .object({
    firstName: personName,
    lastName: personName,
    email,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.confirmMatch',
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'validation.required').max(200, 'validation.invalid'),
});
export type LoginInput = z.input<typeof loginSchema>;

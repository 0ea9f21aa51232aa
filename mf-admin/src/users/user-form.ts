import { type AdminUser, type Role, userCreateSchema, userUpdateSchema } from '@elearn/contracts';
import { zodValidate } from '@elearn/ui';

export interface UserValues {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  coursesIds: string[];
  password: string;
  confirmPassword: string;
}

/** The fields of a user, or empty ones for a new staff account (an instructor by default). */
export function userValues(user?: AdminUser): UserValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'Instructor',
    coursesIds: user?.coursesIds ?? [],
    password: '',
    confirmPassword: '',
  };
}

/** The password rules apply on create only (§5): an update has no password field. */
export const validateUser = (mode: 'create' | 'update') =>
  zodValidate(mode === 'create' ? userCreateSchema : userUpdateSchema);

/** The password rule of the spec, one hint each: 8+ characters, a letter, a digit. */
export const PASSWORD_HINTS = [
  { key: 'validation.passwordLength', met: (v: string) => v.length >= 8 },
  { key: 'validation.passwordLetter', met: (v: string) => /[A-Za-z]/.test(v) },
  { key: 'validation.passwordDigit', met: (v: string) => /\d/.test(v) },
] as const;

export function toUserBody(values: UserValues, mode: 'create' | 'update') {
  const { password, confirmPassword, ...rest } = values;
  return mode === 'create' ? { ...rest, password, confirmPassword } : rest;
}

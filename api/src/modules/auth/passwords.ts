import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default): memory-hard, ~11 ms a hash here.
export const hashPassword = (password: string) => hash(password);

let dummy: Promise<string> | null = null;

/**
 * Checks a password. For an unknown account it still verifies against a dummy
 * hash, so the answer takes as long and does not reveal which emails exist.
 */
export async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummy ??= hash('not-a-real-password-0');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

import type { User } from '@elearn/contracts';

type Named = Pick<User, 'firstName' | 'lastName'>;

/** "Sara Ali", or the part that exists. */
export const fullNameOf = (user: Named): string => `${user.firstName} ${user.lastName}`.trim();

/** Up to two initials for an avatar without a picture ("SA"); "?" when there is no name. */
export function initialsOf(user: Named): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => Array.from(part.trim())[0] ?? '')
    .join('')
    .toLocaleUpperCase();
  return letters || '?';
}

/** Deep colours that keep white initials readable (all above 4.5:1). */
const PALETTE = ['#1f5fbf', '#4338ca', '#0f766e', '#7c3aed', '#be123c', '#0369a1', '#475569', '#b45309'];

/** A stable avatar colour per user, so a person keeps their look across visits. */
export function avatarColourOf(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/**
 * A bank question as a teacher writes it for a demo lesson: t type, d difficulty
 * (1 easy … 3 hard), c Bloom's level (1 Remember … 6 Create), o the mcq options,
 * a the right options' indexes (mcq) or the truth (tf), e the explanation or,
 * for an essay, what a good answer contains.
 */
export type SeedQuestion =
  | { t: 'mcq'; d: 1 | 2 | 3; c: number; q: string; o: string[]; a: number[]; e: string }
  | { t: 'tf'; d: 1 | 2 | 3; c: number; q: string; a: boolean; e: string }
  | { t: 'essay'; d: 1 | 2 | 3; c: number; q: string; e: string };

/** A demo course's questions by lesson name (names as in seed-content). */
export type SeedBank = Record<string, SeedQuestion[]>;

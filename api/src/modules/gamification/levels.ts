/**
 * The level curve: reaching level n takes 50·n·(n−1) XP in total, so level 2
 * is at 100 XP, 3 at 300, 4 at 600, 5 at 1,000 (each level 100 XP more than
 * the one before).
 */
export const xpForLevel = (level: number): number => 50 * level * (level - 1);

/** The level of a total XP (at least 1). */
export function levelForXp(xp: number): number {
  if (!(xp > 0)) return 1;
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + xp / 12.5)) / 2));
  // Floating point may land one off the exact boundary.
  while (xpForLevel(level + 1) <= xp) level += 1;
  while (level > 1 && xpForLevel(level) > xp) level -= 1;
  return level;
}

/** One coin for every 10 XP: coins gained when the total goes from `before` to `after`. */
export const coinsForXp = (before: number, after: number): number =>
  Math.floor(after / 10) - Math.floor(before / 10);

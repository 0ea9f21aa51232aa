import type { XpGainedEvent } from '@elearn/contracts';
import type { Tx } from '../../db/transaction';
import { levelForXp } from './levels';
import * as q from './xp.queries';

export type XpReason = XpGainedEvent['reason'];

/** XP for each gain (docs/gamification.md). Study XP is 1 per full minute of a day. */
export const XP = {
  streakUp: 10,
  /** A passed assessment (score ≥ PASS_PERCENTAGE) gives half its percentage. */
  assessment: (percentage: number) => Math.floor(percentage / 2),
} as const;
export const PASS_PERCENTAGE = 50;

export interface Totals {
  expValue: number;
  level: number;
  coins: number;
}

/**
 * Adds XP (with its coins, yearly XP and level) and queues `xp-gained`.
 * Level achievements are checked by the caller (achievements.service), which
 * keeps this file free of the catalogue.
 */
export async function addXp(tx: Tx, userId: string, gained: number, reason: XpReason): Promise<Totals> {
  const row = await q.addXpAndCoins(tx.client, userId, gained);
  const level = levelForXp(row.exp_value);
  if (level !== row.level) await q.setLevel(tx.client, userId, level);
  // The ranking year is the UTC calendar year (one year for everybody).
  await q.addYearXp(tx.client, userId, tx.now.getUTCFullYear(), gained, tx.now);
  const totals = { expValue: row.exp_value, level, coins: row.coins };
  const event: XpGainedEvent = { gained, reason, ...totals };
  tx.emit(userId, 'xp-gained', event);
  return totals;
}

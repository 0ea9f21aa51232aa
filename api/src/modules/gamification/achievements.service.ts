import type { Badge } from '@elearn/contracts';
import type { Run, Tx } from '../../db/transaction';
import {
  ACHIEVEMENTS,
  type AchievementRule,
  type AchievementType,
  fillPlaceholder,
  RANK_REWARD_PREFIX,
} from './achievements.catalogue';
import * as q from './achievements.queries';
import { addXp, type Totals, type XpReason } from './xp';

const LEVEL_ACHIEVEMENTS: [number, AchievementType][] = [[5, 'level-5']];

function toBadge(row: q.AchievementRow): Badge | null {
  const createdAt = new Date(row.created_at).toISOString();
  const cached = {
    ...(row.icon_cached ? { iconCached: row.icon_cached } : {}),
    ...(row.tooltip_cached ? { tooltipCached: row.tooltip_cached } : {}),
  };
  if (row.type.startsWith(RANK_REWARD_PREFIX)) {
    return {
      type: row.type,
      title: 'Year ranking reward',
      msg: row.tooltip_cached ?? '',
      iconType: 'from_another_table',
      icon: `rank_rewards/${row.type.slice(RANK_REWARD_PREFIX.length)}`,
      createdAt,
      ...cached,
    };
  }
  const rule: AchievementRule | undefined = ACHIEVEMENTS[row.type as AchievementType];
  // A type removed from the catalogue is no longer shown.
  if (!rule) return null;
  return {
    type: row.type,
    title: rule.title,
    msg: rule.msg,
    iconType: rule.iconType,
    icon: rule.icon,
    createdAt,
    ...cached,
  };
}

/** XP with its consequences: level achievements. Every gain goes through here. */
export async function gainXp(tx: Tx, userId: string, gained: number, reason: XpReason): Promise<Totals> {
  const totals = await addXp(tx, userId, gained, reason);
  for (const [level, type] of LEVEL_ACHIEVEMENTS) {
    if (totals.level >= level) await grantAchievement(tx, userId, type);
  }
  return totals;
}

async function award(
  tx: Tx,
  userId: string,
  type: string,
  cached: { icon: string | null; tooltip: string | null },
  xp: number,
) {
  const row = await q.insertAchievement(tx.client, userId, type, cached, tx.now);
  if (!row) return false;
  const badge = toBadge(row);
  if (badge) tx.emit(userId, 'new_achievement', badge);
  if (xp > 0) await gainXp(tx, userId, xp, 'achievement');
  return true;
}

/** Awards an achievement once (a second call does nothing); `new_achievement` and its XP. */
export function grantAchievement(tx: Tx, userId: string, type: AchievementType): Promise<boolean> {
  const rule: AchievementRule = ACHIEVEMENTS[type];
  return award(tx, userId, type, { icon: fillPlaceholder(rule) ?? null, tooltip: rule.title }, rule.xp);
}

/** The badge of a won year-ranking reward. */
export function grantRankRewardBadge(
  tx: Tx,
  userId: string,
  reward: { id: string; year: number; rank: number; name: string; image: string | null },
): Promise<boolean> {
  const tooltip = `${reward.name} (rank ${reward.rank}, ${reward.year})`;
  return award(tx, userId, `${RANK_REWARD_PREFIX}${reward.id}`, { icon: reward.image, tooltip }, 0);
}

/** The user's badges, oldest first (GET /user/getStatistics). */
export async function listBadges(db: Run, userId: string): Promise<Badge[]> {
  return (await q.listAchievements(db, userId)).map(toBadge).filter((b): b is Badge => b !== null);
}

import type { CompetitionTier } from '@elearn/contracts';

/** Ranks 1–3 win gold, silver and bronze; everyone else who took part is a participant. */
export function tierForRank(rank: number): CompetitionTier {
  return rank === 1 ? 'gold' : rank === 2 ? 'silver' : rank === 3 ? 'bronze' : 'participant';
}

export const TIER_XP: Record<CompetitionTier, number> = {
  gold: 100,
  silver: 60,
  bronze: 30,
  participant: 10,
};

import { type AdminRankReward, type RankRewardForm, rankRewardFormSchema } from '@elearn/contracts';
import { zodValidate } from '@elearn/ui';

export interface RankRewardValues {
  name: string;
  rank: number | '';
  year: number | '';
  description: string;
  image: string | null;
}

/** The fields of a reward, or a new one for next year's first place (rewards are granted at the year's end). */
export function rankRewardValues(reward?: AdminRankReward, today = new Date()): RankRewardValues {
  if (reward) {
    const { name, rank, year, description, image } = reward;
    return { name, rank, year, description, image };
  }
  return { name: '', rank: 1, year: today.getFullYear(), description: '', image: null };
}

export const validateRankReward = zodValidate(rankRewardFormSchema);
export const toRankRewardBody = (values: RankRewardValues) => values as RankRewardForm;

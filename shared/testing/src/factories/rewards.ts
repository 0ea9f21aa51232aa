import type { RankReward, StoreItem, StreakProgress, YearExpRow, YearRanking } from '@elearn/contracts';

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

/** GET /user/getStreakProgress for a learner in Cairo on a Tuesday. */
export const aStreakProgress = (overrides: Partial<StreakProgress> = {}): StreakProgress => ({
  userStreak: {
    daysCount: 2,
    freezeChances: 1,
    lastStreakUp: '2026-11-23',
    frostDays: [],
    streakDays: ['2026-11-22', '2026-11-23'],
  },
  streakDailyTarget: { minutes: 30 },
  userTodayProgress: { minutes: 12 },
  today: '2026-11-24',
  timezone: 'Africa/Cairo',
  ...overrides,
});

/** A row of the year ranking. */
export const aRankingRow = (rank: number, firstName: string, xp: number): YearExpRow => ({
  rank,
  xp,
  lastStatusUp: '2026-11-20T10:00:00.000Z',
  user: { id: nextId(), firstName, lastName: 'Learner', image: null },
});

/** A reward for a rank of the year. */
export const aRankReward = (overrides: Partial<RankReward> = {}): RankReward => ({
  id: nextId(),
  year: 2026,
  rank: 1,
  name: 'Golden tablet',
  description: 'A tablet for the best learner of the year.',
  image: null,
  ...overrides,
});

/** GET /exp/getYearRanking: the top five, the user's own row and this year's rewards. */
export const aYearRanking = (overrides: Partial<YearRanking> = {}): YearRanking => ({
  year: 2026,
  sortedYearExps: [
    aRankingRow(1, 'Mona', 9100),
    aRankingRow(2, 'Omar', 8700),
    aRankingRow(3, 'Laila', 5200),
    aRankingRow(4, 'Karim', 3100),
    aRankingRow(5, 'Nour', 2900),
  ],
  ownRow: aRankingRow(42, 'Sara', 450),
  currentYearRankRewards: [aRankReward()],
  ...overrides,
});

/** An item of the coins store. */
export const aStoreItem = (overrides: Partial<StoreItem> = {}): StoreItem => ({
  id: nextId(),
  name: 'Sticker pack',
  image: null,
  description: 'Ten stickers for your notebook.',
  price: 50,
  available: 3,
  ...overrides,
});

import type { Role, Statistics, User, UserPlan } from '@elearn/contracts';

let sequence = 0;
const nextId = () => `id-${++sequence}`;

/** A signed-in user as the session holds it. */
export const aUser = (role: Role, overrides: Partial<User> = {}): User => ({
  id: nextId(),
  firstName: 'Sara',
  lastName: 'Ali',
  email: 'sara@example.test',
  image: null,
  role,
  permissionLevel: role === 'Learner' ? 1 : 3,
  plan: null,
  ...overrides,
});

/** The plan a user holds (User.plan). */
export const aUserPlan = (overrides: Partial<UserPlan> = {}): UserPlan => ({
  name: 'Pro',
  startDate: '2025-01-15T00:00:00.000Z',
  renewDate: '2099-01-15T00:00:00.000Z',
  features: ['courses', 'askEve'],
  ...overrides,
});

/** GET /user/getStatistics of a learner. */
export const someStatistics = (overrides: Partial<Statistics> = {}): Statistics => ({
  level: 7,
  expValue: 2450,
  coins: 1_250_000,
  streakDays: 12,
  freezeChances: 2,
  badges: [],
  ...overrides,
});

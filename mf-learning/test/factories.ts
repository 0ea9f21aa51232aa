import type { Role, User } from '@elearn/contracts';
import type { EnrolledCourse, Statistics } from '../src/dashboard/dashboard.resource';
import type { CatalogueCourse, Plan } from '../src/landing/landing.resource';

let sequence = 0;
const nextId = () => `id-${++sequence}`;

export const aPlan = (overrides: Partial<Plan> = {}): Plan => ({
  id: nextId(),
  name: 'Standard',
  defaultDurationInMonth: 1,
  feesInEGP: 250,
  features: [
    { name: 'courses', displayName: 'Enrol in courses', description: 'Enrol in any course' },
    { name: 'askEve', displayName: 'Ask Eve', description: 'Chat with Eve', quotaPerDay: 1 },
  ],
  ...overrides,
});

export const aCourse = (overrides: Partial<CatalogueCourse> = {}): CatalogueCourse => ({
  id: nextId(),
  title: 'Algebra Basics',
  seoTxt: 'algebra-basics',
  description: 'Equations, functions and graphs.',
  image: null,
  type: 'academic',
  additionalFees: null,
  ...overrides,
});

export const anEnrolledCourse = (overrides: Partial<EnrolledCourse> = {}): EnrolledCourse => ({
  id: nextId(),
  title: 'Physics I',
  seoTxt: 'physics-i',
  image: null,
  type: 'academic',
  completion: 40,
  ...overrides,
});

export const someStatistics = (overrides: Partial<Statistics> = {}): Statistics => ({
  level: 7,
  expValue: 2450,
  coins: 1_250_000,
  streakDays: 12,
  freezeChances: 2,
  badges: [],
  ...overrides,
});

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

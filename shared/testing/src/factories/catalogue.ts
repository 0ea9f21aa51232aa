import type { CatalogueCourse, EnrolledCourse, Plan } from '@elearn/contracts';

let sequence = 0;
const nextId = () => `id-${++sequence}`;

/** A subscription plan as GET /plans lists it. */
export const aPlan = (overrides: Partial<Plan> = {}): Plan => ({
  id: nextId(),
  name: 'Standard',
  defaultDurationInMonth: 1,
  feesPiastres: 250_00,
  features: [
    { name: 'courses', displayName: 'Enrol in courses', description: 'Enrol in any course' },
    { name: 'askEve', displayName: 'Ask Eve', description: 'Chat with Eve', quotaPerDay: 1 },
  ],
  image: null,
  ...overrides,
});

/** A course of the public catalogue. */
export const aCourse = (overrides: Partial<CatalogueCourse> = {}): CatalogueCourse => ({
  id: nextId(),
  title: 'Algebra Basics',
  seoTxt: 'algebra-basics',
  description: 'Equations, functions and graphs.',
  image: null,
  type: 'academic',
  additionalFeesPiastres: null,
  ...overrides,
});

/** A course the signed-in user is enrolled in, with its completion. */
export const anEnrolledCourse = (overrides: Partial<EnrolledCourse> = {}): EnrolledCourse => ({
  id: nextId(),
  title: 'Physics I',
  seoTxt: 'physics-i',
  image: null,
  type: 'academic',
  completion: 40,
  ...overrides,
});

import { ERROR_LOG_MAX } from './constants';
import { errorLogSchema } from './error-log';
import { errorBodySchema } from './errors';
import { statisticsSchema } from './statistics';
import { userSchema } from './user';

const aUser = {
  id: 'u1',
  role: 'Learner',
  firstName: 'Layla',
  lastName: 'Mansour',
  email: 'learner@demo.test',
  image: null,
  permissionLevel: 1,
  plan: {
    name: 'Pro',
    startDate: '2026-01-01T00:00:00.000Z',
    renewDate: '2027-01-01T00:00:00.000Z',
    features: ['courses', 'askEve'],
  },
};

describe('userSchema', () => {
  it('accepts a learner with a plan, and one without', () => {
    expect(userSchema.parse(aUser)).toEqual(aUser);
    expect(userSchema.safeParse({ ...aUser, plan: null }).success).toBe(true);
  });

  it('knows the four roles only, and needs ISO plan dates', () => {
    expect(userSchema.safeParse({ ...aUser, role: 'Student' }).success).toBe(false);
    expect(userSchema.safeParse({ ...aUser, plan: { ...aUser.plan, renewDate: 'next year' } }).success).toBe(
      false,
    );
  });
});

describe('statisticsSchema', () => {
  it('accepts zeroed statistics of a new learner', () => {
    const stats = { level: 1, expValue: 0, coins: 0, streakDays: 0, freezeChances: 0, badges: [] };
    expect(statisticsSchema.parse(stats)).toEqual(stats);
  });
});

describe('errorBodySchema', () => {
  it('carries field errors as i18n keys', () => {
    const body = { code: 'EMAIL_TAKEN', message: 'taken', errors: { email: 'validation.emailTaken' } };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.safeParse({ message: 'no code' }).success).toBe(false);
  });
});

describe('errorLogSchema', () => {
  it('needs an error text of at most 4000 characters; request and response are free-form', () => {
    expect(errorLogSchema.safeParse({ error: 'x'.repeat(ERROR_LOG_MAX), request: { a: 1 } }).success).toBe(
      true,
    );
    expect(errorLogSchema.safeParse({ error: 'x'.repeat(ERROR_LOG_MAX + 1) }).success).toBe(false);
    expect(errorLogSchema.safeParse({ error: '' }).success).toBe(false);
  });
});

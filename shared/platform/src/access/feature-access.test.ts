import { hasFeatureAccess } from './feature-access';

const now = new Date('2026-06-15T12:00:00Z');
const plan = (features: string[], renewDate = '2026-07-01T00:00:00Z') => ({
  name: 'Pro',
  startDate: '2026-01-01T00:00:00Z',
  renewDate,
  features,
});
const learner = (p: ReturnType<typeof plan> | null, permissionLevel = 1) => ({ permissionLevel, plan: p });

describe('hasFeatureAccess', () => {
  it('denies a signed-out visitor', () => {
    expect(hasFeatureAccess(null, 'askEve', now)).toBe(false);
  });

  it('always allows permissionLevel above 1, plan or not', () => {
    expect(hasFeatureAccess(learner(null, 2), 'askEve', now)).toBe(true);
    expect(hasFeatureAccess(learner(plan([], '2000-01-01T00:00:00Z'), 4), 'askEve', now)).toBe(true);
  });

  it('treats permissionLevel 1 as a plan-bound user', () => {
    expect(hasFeatureAccess(learner(null, 1), 'askEve', now)).toBe(false);
  });

  it('allows a feature of a current plan, case-insensitively', () => {
    expect(hasFeatureAccess(learner(plan(['askEve'])), 'askeve', now)).toBe(true);
    expect(hasFeatureAccess(learner(plan(['STUDYCORNER'])), 'studyCorner', now)).toBe(true);
  });

  it('denies a feature the plan does not include', () => {
    expect(hasFeatureAccess(learner(plan(['courses'])), 'askEve', now)).toBe(false);
  });

  it('allows up to and including the renew instant, denies one millisecond after', () => {
    const renew = '2026-06-15T12:00:00.000Z';
    expect(hasFeatureAccess(learner(plan(['courses'], renew)), 'courses', new Date(renew))).toBe(true);
    const after = new Date(Date.parse(renew) + 1);
    expect(hasFeatureAccess(learner(plan(['courses'], renew)), 'courses', after)).toBe(false);
  });

  it('denies when the renew date is unreadable', () => {
    expect(hasFeatureAccess(learner(plan(['courses'], 'soon')), 'courses', now)).toBe(false);
  });
});

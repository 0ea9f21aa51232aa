import { PERMISSION_LEVELS } from './access';
import {
  type EnrolmentInput,
  enrolmentState,
  enrolRefusal,
  hasFeatureAccess,
  isPlanCurrent,
} from './enrolment';

const now = new Date('2026-06-15T12:00:00Z');
const plan = (
  features: string[],
  startDate = '2026-06-01T00:00:00Z',
  renewDate = '2026-07-01T00:00:00Z',
) => ({
  startDate,
  renewDate,
  features,
});
const learner = (p: ReturnType<typeof plan> | null = plan(['courses']), permissionLevel = 1) => ({
  permissionLevel,
  plan: p,
});
const free = { feesPiastres: null };
const paid = { feesPiastres: 750_00 };
const state = (input: Partial<EnrolmentInput>) =>
  enrolmentState({ user: learner(), course: free, courseRole: null, now, ...input }).kind;

describe('isPlanCurrent', () => {
  it('holds from the start instant through the renew instant, not outside', () => {
    expect(isPlanCurrent(plan([], now.toISOString()), now)).toBe(true);
    expect(isPlanCurrent(plan([], '2026-06-01T00:00:00Z', now.toISOString()), now)).toBe(true);
    expect(isPlanCurrent(plan([], '2026-06-15T12:00:00.001Z'), now)).toBe(false);
    expect(isPlanCurrent(plan([], '2026-06-01T00:00:00Z', '2026-06-15T11:59:59.999Z'), now)).toBe(false);
    expect(isPlanCurrent(null, now)).toBe(false);
    expect(isPlanCurrent(plan([], 'not a date'), now)).toBe(false);
  });
});

describe('hasFeatureAccess', () => {
  it('matches the feature name in any case', () => {
    for (const name of ['courses', 'COURSES', 'Courses', 'cOuRsEs'])
      expect(hasFeatureAccess(learner(plan([name])), 'courses', now)).toBe(true);
    expect(hasFeatureAccess(learner(plan(['course'])), 'courses', now)).toBe(false);
  });

  it('denies past the renewDate and before the start', () => {
    expect(
      hasFeatureAccess(
        learner(plan(['courses'], '2026-01-01T00:00:00Z', '2026-06-15T11:00:00Z')),
        'courses',
        now,
      ),
    ).toBe(false);
    expect(
      hasFeatureAccess(
        learner(plan(['courses'], '2026-06-16T00:00:00Z', '2026-07-16T00:00:00Z')),
        'courses',
        now,
      ),
    ).toBe(false);
  });

  it('lets permissionLevel above 1 through without a plan, level 1 not', () => {
    expect(hasFeatureAccess(learner(null, PERMISSION_LEVELS.Instructor), 'courses', now)).toBe(true);
    expect(hasFeatureAccess(learner(null, PERMISSION_LEVELS.Learner), 'courses', now)).toBe(false);
    expect(hasFeatureAccess(null, 'courses', now)).toBe(false);
  });
});

describe('enrolmentState', () => {
  it('sends a visitor to login', () => {
    expect(state({ user: null })).toBe('login');
  });

  it('opens the course for its learner (Go to Course) and its instructor (View Course)', () => {
    expect(enrolmentState({ user: learner(), course: paid, courseRole: 'learner', now })).toEqual({
      kind: 'open',
      role: 'learner',
    });
    expect(state({ courseRole: 'instructor', user: learner(null, 2) })).toBe('open');
    // Enrolled before the plan ran out: still in the course.
    expect(state({ courseRole: 'learner', user: learner(null) })).toBe('open');
  });

  it('locks a learner whose plan lacks courses, has run out, or who has none', () => {
    expect(state({ user: learner(plan(['assessments'])) })).toBe('locked');
    expect(state({ user: learner(plan(['courses'], '2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z')) })).toBe(
      'locked',
    );
    expect(state({ user: learner(null) })).toBe('locked');
    expect(state({ user: learner(null), course: paid })).toBe('locked');
  });

  it('asks to pay for a course with fees above 0 and offers the enrol form for a free one', () => {
    expect(enrolmentState({ user: learner(), course: paid, courseRole: null, now })).toEqual({
      kind: 'pay',
      feesPiastres: 750_00,
    });
    expect(state({ course: { feesPiastres: 1 } })).toBe('pay');
    expect(state({ course: { feesPiastres: 0 } })).toBe('enrol');
    expect(state({ course: { feesPiastres: null } })).toBe('enrol');
  });

  it('treats an instructor or editor like a learner with every feature, and admins (above 3) as staff', () => {
    expect(state({ user: learner(null, PERMISSION_LEVELS.Instructor) })).toBe('enrol');
    expect(state({ user: learner(null, PERMISSION_LEVELS.Editor), course: paid })).toBe('pay');
    expect(state({ user: learner(null, PERMISSION_LEVELS.Admin), course: paid })).toBe('staff');
  });
});

describe('enrolRefusal (the server’s rule)', () => {
  const refusal = (input: Partial<Parameters<typeof enrolRefusal>[0]>) =>
    enrolRefusal({
      user: learner(),
      course: free,
      courseRole: null,
      now,
      as: 'learner',
      paid: false,
      ...input,
    });

  it('enrols once', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ courseRole: 'learner' })).toBe('ALREADY_ENROLLED');
  });

  it('refuses a paid course without a paid order, and accepts it with one', () => {
    expect(refusal({ course: paid })).toBe('PAYMENT_REQUIRED');
    expect(refusal({ course: paid, paid: true })).toBeNull();
  });

  it('refuses without the courses feature even when paid', () => {
    expect(refusal({ user: learner(plan(['askEve'])), course: paid, paid: true })).toBe('LOCKED');
  });

  it('lets only permissionLevel above 3 enrol as instructor', () => {
    expect(refusal({ as: 'instructor', user: learner(null, PERMISSION_LEVELS.Editor) })).toBe(
      'ROLE_NOT_ALLOWED',
    );
    expect(
      refusal({ as: 'instructor', user: learner(null, PERMISSION_LEVELS.Admin), course: paid }),
    ).toBeNull();
  });
});

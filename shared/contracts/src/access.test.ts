import { hasCourseRole, hasRole, isStaff, PERMISSION_LEVELS, ROLES, type Role } from './access';

const user = (role: Role) => ({ role, permissionLevel: PERMISSION_LEVELS[role] });

describe('access rules', () => {
  it('gives each role a rising permission level', () => {
    expect(ROLES.map((role) => PERMISSION_LEVELS[role])).toEqual([1, 2, 3, 4]);
  });

  it('puts users in groups by role and level', () => {
    expect(ROLES.filter((r) => hasRole(user(r), 'learner'))).toEqual(['Learner']);
    expect(ROLES.filter((r) => isStaff(user(r)))).toEqual(['Editor', 'Admin']);
    expect(ROLES.filter((r) => hasRole(user(r), 'allFeatures'))).toEqual(['Instructor', 'Editor', 'Admin']);
    expect(hasRole(null, 'learner')).toBe(false);
  });

  it('lets a course role in when the call allows it, and staff always', () => {
    expect(hasCourseRole(user('Learner'), 'learner')).toBe(true);
    expect(hasCourseRole(user('Learner'), null)).toBe(false);
    expect(hasCourseRole(user('Learner'), 'learner', ['instructor'])).toBe(false);
    expect(hasCourseRole(user('Instructor'), 'instructor', ['instructor'])).toBe(true);
    expect(hasCourseRole(user('Editor'), null, ['instructor'])).toBe(true);
    expect(hasCourseRole(undefined, 'learner')).toBe(false);
  });
});

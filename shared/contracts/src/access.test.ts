import {
  forumItemRights,
  hasCourseRole,
  hasRole,
  isStaff,
  PERMISSION_LEVELS,
  ROLES,
  type Role,
} from './access';

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

describe('forumItemRights', () => {
  const viewer = (role: Role, id = 'me') => ({ id, ...user(role) });
  it('lets the author edit and not report their own item', () => {
    expect(forumItemRights('me', viewer('Learner'))).toEqual({ canEdit: true, canReport: false });
  });
  it("lets staff edit anyone's item, and anyone report someone else's", () => {
    expect(forumItemRights('other', viewer('Editor'))).toEqual({ canEdit: true, canReport: true });
    expect(forumItemRights('other', viewer('Learner'))).toEqual({ canEdit: false, canReport: true });
    expect(forumItemRights('other', viewer('Instructor'))).toEqual({ canEdit: false, canReport: true });
  });
  it('gives a signed-out viewer nothing to edit', () => {
    expect(forumItemRights('other', null)).toEqual({ canEdit: false, canReport: true });
  });
});

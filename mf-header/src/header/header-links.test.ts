import { setRoutePatterns } from '@elearn/platform';
import { accountItems } from './header-links';

describe('profile menu items', () => {
  beforeEach(() => setRoutePatterns(['/dashboard', '/profile', '/calendar', '/tickets']));

  it('offers Ranking to learners only, once the ranking dialog exists', () => {
    const keys = (role: 'Learner' | 'Instructor', ranking: boolean) =>
      accountItems(role, { ranking }).map((item) => item.key);
    expect(keys('Learner', false)).toEqual(['dashboard', 'calendar', 'tickets', 'profile', 'logout']);
    expect(keys('Learner', true)).toEqual([
      'dashboard',
      'calendar',
      'ranking',
      'tickets',
      'profile',
      'logout',
    ]);
    expect(keys('Instructor', true)).toEqual(['dashboard', 'calendar', 'tickets', 'profile', 'logout']);
  });

  it('offers the ranking by default, now that the dialog exists', () => {
    expect(accountItems('Learner').map((item) => item.key)).toContain('ranking');
  });

  it('opens the ranking through the bus', () => {
    expect(accountItems('Learner', { ranking: true })).toContainEqual({
      key: 'ranking',
      kind: 'event',
      event: 'ui:open-ranking',
    });
  });
});

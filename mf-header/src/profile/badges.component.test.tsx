import { aUser, someStatistics } from '@elearn/testing';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { getStatistics } from '../header/statistics.resource';
import { BadgesSection } from './badges.component';

jest.mock('../header/statistics.resource');
const mockedStats = jest.mocked(getStatistics);

const firstLesson = {
  type: 'first-lesson',
  title: 'First lesson',
  msg: 'You studied your first lesson.',
  iconType: 'fontawesome' as const,
  icon: 'book-open',
  createdAt: '2026-03-02T10:00:00.000Z',
};

describe('badges on the profile', () => {
  it('lists each badge with its translated title, message and the day it was earned', async () => {
    mockedStats.mockResolvedValue(someStatistics({ badges: [firstLesson] }));
    await renderAt(<BadgesSection user={aUser('Learner')} />, { path: '/profile' });
    const section = screen.getByRole('region', { name: 'Badges' });
    const item = await within(section).findByRole('listitem');
    expect(item).toHaveTextContent('First lesson');
    expect(item).toHaveTextContent('You studied your first lesson.');
    expect(item).toHaveTextContent('Earned on March 2, 2026');
  });

  it('says how to earn them when there are none yet', async () => {
    mockedStats.mockResolvedValue(someStatistics({ badges: [] }));
    await renderAt(<BadgesSection user={aUser('Learner')} />, { path: '/profile' });
    expect(
      await screen.findByText('No badges yet. Study, keep your streak and pass tests to earn them.'),
    ).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    mockedStats.mockResolvedValue(someStatistics({ badges: [firstLesson] }));
    await renderAt(<BadgesSection user={aUser('Learner')} />, { lang: 'ar', path: '/profile' });
    const section = screen.getByRole('region', { name: 'الشارات' });
    expect(await within(section).findByText('الدرس الأول')).toBeInTheDocument();
    expect(within(section).getByText(/^حصلت عليها في/)).toBeInTheDocument();
  });
});

import { bus } from '@elearn/platform';
import { act, screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { LearnerRewards } from './learner-rewards.component';

// The dialog and toast code loads on first use: the first import of antd's Modal takes seconds in jest.
const LOADS = { timeout: 15_000 };

jest.mock('../activity/activity-session', () => ({
  startLearnerActivity: jest.fn(),
  stopLearnerActivity: jest.fn(),
}));

const achievement = {
  type: 'first_lesson',
  title: 'First lesson',
  msg: 'You finished your first lesson.',
  iconType: 'fontawesome' as const,
  icon: 'book-open',
  createdAt: '2026-11-23T10:00:00.000Z',
};

describe('learner rewards', () => {
  jest.setTimeout(30_000);
  it('opens "where did you go ?" when study time pauses, with the way back', async () => {
    await renderAt(<LearnerRewards userId="u1" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => bus.emit('activity:inactive', { reason: 'idle' }));
    const dialog = await screen.findByRole('dialog', { name: 'where did you go ?' }, LOADS);
    expect(dialog).toHaveTextContent('Your study time is paused.');
    expect(screen.getByRole('button', { name: "I'm back" })).toBeInTheDocument();
  });

  it('shows each live notice once: a streak-up toast and a new achievement', async () => {
    await renderAt(<LearnerRewards userId="u1" />);
    act(() => bus.emit('server:streak-up', { daysCount: 3, freezeChances: 0, day: '2026-11-23' }));
    expect(await screen.findByText('Streak up! 3 days in a row.', {}, LOADS)).toBeInTheDocument();
    act(() => bus.emit('server:new_achievement', achievement));
    expect(await screen.findByText(/^New achievement: /, {}, LOADS)).toBeInTheDocument();
    expect(screen.getAllByText('Streak up! 3 days in a row.')).toHaveLength(1);
  });
});

import { bus, session$ } from '@elearn/platform';
import { aRankingRow, aRankReward, aStreakProgress, aUser, aYearRanking } from '@elearn/testing';
import { AntdScope } from '@elearn/ui/antd';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { getRankReward, getYearRanking } from '../ranking/ranking.resource';
import { getStreakProgress } from '../streak/streak.resource';
import { LearnerRewards } from './learner-rewards.component';

jest.mock('../streak/streak.resource');
jest.mock('../ranking/ranking.resource');
const mockedStreak = jest.mocked(getStreakProgress);
const mockedRanking = jest.mocked(getYearRanking);
const mockedReward = jest.mocked(getRankReward);

const me = aUser('Learner', { firstName: 'Sara', lastName: 'Ali' });
const render = (lang = 'en') =>
  renderAt(
    <AntdScope>
      <LearnerRewards userId={me.id} />
    </AntdScope>,
    { lang, path: '/dashboard' },
  );

beforeEach(() => {
  jest.resetAllMocks();
  session$.next(me);
});
afterEach(() => act(() => session$.next(null)));

describe('the "where did you go ?" popup', () => {
  it('opens when the tracker stops counting and closes when the learner is back', async () => {
    await render();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => bus.emit('activity:inactive', { reason: 'idle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where did you go ?' });
    expect(within(dialog).getByRole('button', { name: "I'm back" })).toBeInTheDocument();
    await act(async () => bus.emit('activity:resumed'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Where did you go ?' })).toBeNull());
  });

  it('speaks Arabic', async () => {
    await render('ar');
    await act(async () => bus.emit('activity:inactive', { reason: 'hidden' }));
    expect(await screen.findByRole('dialog', { name: 'أين ذهبت ؟' })).toBeInTheDocument();
  });
});

describe('the streak dialog', () => {
  it("shows days in a row, freeze chances, today's minutes and the week from Saturday", async () => {
    mockedStreak.mockResolvedValue(
      aStreakProgress({
        today: '2026-11-24',
        userStreak: {
          daysCount: 2,
          freezeChances: 1,
          lastStreakUp: '2026-11-23',
          frostDays: ['2026-11-21'],
          streakDays: ['2026-11-22', '2026-11-23'],
        },
        userTodayProgress: { minutes: 12.5 },
        streakDailyTarget: { minutes: 30 },
      }),
    );
    await render();
    await act(async () => bus.emit('ui:open-streak'));
    const dialog = await screen.findByRole('dialog', { name: 'Your streak' });
    expect(await within(dialog).findByTestId('streak-days')).toHaveTextContent('2');
    expect(within(dialog).getByTestId('streak-freezes')).toHaveTextContent('1');
    expect(dialog).toHaveTextContent('12.5 of 30 minutes');
    const days = within(dialog)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.day);
    expect(days.map((day) => [day.textContent?.replace('❄', '').slice(0, 3), day.dataset.kind])).toEqual([
      ['Sat', 'frost'],
      ['Sun', 'run'],
      ['Mon', 'run'],
      ['Tue', 'none'],
      ['Wed', 'none'],
      ['Thu', 'none'],
      ['Fri', 'none'],
    ]);
    expect(days[3]).toHaveAttribute('aria-current', 'date');
    expect(days[3]).toHaveTextContent('Tue 2026-11-24 (today): no study streak');
    expect(days[0]).toHaveTextContent('frost day, a freeze chance was used');
  });

  it('says when it could not load, and tries again', async () => {
    mockedStreak.mockRejectedValueOnce(new Error('500')).mockResolvedValue(aStreakProgress());
    await render();
    await act(async () => bus.emit('ui:open-streak'));
    const dialog = await screen.findByRole('dialog', { name: 'Your streak' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We could not load your streak.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTestId('streak-days')).toHaveTextContent('2');
  });

  it('celebrates a streak-up from the server', async () => {
    await render();
    await act(async () =>
      bus.emit('server:streak-up', { daysCount: 5, freezeChances: 1, day: '2026-11-24' }),
    );
    expect(await screen.findByText('Streak up! 5 days in a row.')).toBeInTheDocument();
  });
});

describe('the year ranking dialog', () => {
  it("shows the top 5, then the learner's own row, and links each reward", async () => {
    const reward = aRankReward({ name: 'Golden tablet', rank: 1 });
    const ownRow = {
      ...aRankingRow(42, 'Sara', 450),
      user: { id: me.id, firstName: 'Sara', lastName: 'Ali', image: null },
    };
    mockedRanking.mockResolvedValue(aYearRanking({ ownRow, currentYearRankRewards: [reward] }));
    await render();
    await act(async () => bus.emit('ui:open-ranking'));
    const dialog = await screen.findByRole('dialog', { name: 'Year ranking 2026' });
    const table = await within(dialog).findByRole('table');
    // Rank, name (avatars are decorative), XP; a gap row between the top 5 and rank 42.
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...row.querySelectorAll('td')].map(
          (cell) => cell.querySelector('bdi')?.textContent ?? cell.textContent,
        ),
      );
    expect(rows).toEqual([
      ['1', 'Mona Learner', '9.1K'],
      ['2', 'Omar Learner', '8.7K'],
      ['3', 'Laila Learner', '5.2K'],
      ['4', 'Karim Learner', '3.1K'],
      ['5', 'Nour Learner', '2.9K'],
      ['⋮'],
      ['42', 'Sara Ali', '450'],
    ]);
    expect(within(table).getByText('You').closest('tr')).toHaveAttribute('aria-current', 'true');
    const link = within(dialog).getByRole('link', { name: 'See the reward: Golden tablet' });
    expect(link).toHaveAttribute('href', `/en/dashboard/ranking-reward/${reward.id}`);
    mockedReward.mockResolvedValue({ reward, winner: null, grantedAt: null });
    fireEvent.click(link);
    expect(window.location.pathname).toBe(`/en/dashboard/ranking-reward/${reward.id}`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Year ranking 2026' })).toBeNull());
  });

  it('does not repeat the own row when the learner is in the top 5', async () => {
    const ranking = aYearRanking();
    const first = ranking.sortedYearExps[0]!;
    session$.next({ ...me, id: first.user.id });
    mockedRanking.mockResolvedValue({ ...ranking, ownRow: first, currentYearRankRewards: [] });
    await render();
    await act(async () => bus.emit('ui:open-ranking'));
    const dialog = await screen.findByRole('dialog', { name: 'Year ranking 2026' });
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getAllByText('You')).toHaveLength(1);
    expect(dialog).toHaveTextContent('No rewards have been announced for this year yet.');
  });
});

describe('live notices', () => {
  it("announces a new achievement and the learner's own competition result with the tier name", async () => {
    await render('de');
    await act(async () =>
      bus.emit('server:new_achievement', {
        type: 'first-lesson',
        // English fallbacks from the server: the notice translates by type.
        title: 'First lesson',
        msg: 'You studied your first lesson.',
        iconType: 'fontawesome',
        icon: 'fa-book',
        createdAt: '2026-11-24T10:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Neuer Erfolg: Erste Lektion')).toBeInTheDocument();
    expect(screen.getByText('Du hast deine erste Lektion gelernt.')).toBeInTheDocument();
    await act(async () =>
      bus.emit('server:competition-result', {
        competition: { id: 'c1', course: { title: 'Algebra' } },
        studentsCompetitions: [
          {
            rank: 1,
            tier: 'gold',
            xpPoints: 300,
            user: { id: 'other', firstName: 'A', lastName: 'B', image: null },
          },
          {
            rank: 2,
            tier: 'silver',
            xpPoints: 200,
            user: { id: me.id, firstName: 'Sara', lastName: 'Ali', image: null },
          },
        ],
      }),
    );
    expect(await screen.findByText('Wettbewerbsergebnisse: Algebra')).toBeInTheDocument();
    expect(screen.getByText('Platz 2: Silber (+200 EP)')).toBeInTheDocument();
  });
});

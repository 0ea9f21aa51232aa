import { session$ } from '@elearn/platform';
import { aRankReward, aUser } from '@elearn/testing';
import { act, screen } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { getRankReward } from './ranking.resource';
import { RankingRewardPage } from './ranking-reward.page';

jest.mock('./ranking.resource');
const mockedReward = jest.mocked(getRankReward);

const reward = aRankReward({
  name: 'Golden tablet',
  rank: 1,
  year: 2026,
  description: 'For the best learner.',
});
const page = (lang = 'en') =>
  renderAt(<RankingRewardPage params={{ rewardId: reward.id }} />, {
    lang,
    path: `/dashboard/ranking-reward/${reward.id}`,
  });

beforeEach(() => {
  jest.resetAllMocks();
  session$.next(aUser('Learner'));
});
afterEach(() => act(() => session$.next(null)));

describe('ranking reward page', () => {
  it('shows the reward and says when it will be granted', async () => {
    mockedReward.mockResolvedValue({ reward, winner: null, grantedAt: null });
    await page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Golden tablet' })).toBeInTheDocument();
    expect(screen.getByText('Reward for rank 1 of 2026')).toBeInTheDocument();
    expect(screen.getByText('For the best learner.')).toBeInTheDocument();
    expect(screen.getByText('Rewards are granted at the end of December.')).toBeInTheDocument();
    expect(mockedReward).toHaveBeenCalledWith(reward.id, expect.any(AbortSignal));
  });

  it('shows the winner once granted, in the page language', async () => {
    mockedReward.mockResolvedValue({
      reward,
      winner: { id: 'w1', firstName: 'Mona', lastName: 'Hassan', image: null },
      grantedAt: '2026-12-31T22:00:00.000Z',
    });
    await page('fr');
    const winner = await screen.findByRole('region', { name: 'Gagnant' });
    expect(winner).toHaveTextContent('Mona Hassan');
    expect(winner).toHaveTextContent(/Attribuée le 3[01] décembre 2026/);
  });

  it('says so when there is no such reward', async () => {
    mockedReward.mockResolvedValue(null);
    await page();
    expect(await screen.findByRole('alert')).toHaveTextContent('This reward does not exist.');
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/en/dashboard',
    );
  });
});

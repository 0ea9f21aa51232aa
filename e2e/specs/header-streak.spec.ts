import { expect, test } from '@playwright/test';
import { HeaderRegisterPage, uniqueEmail } from '../pages/header-auth.page';
import { HeaderRewards } from '../pages/header-rewards.page';

// The e2e site runs with STREAK_DAILY_TARGET_MINUTES=0.1 (scripts/test.mjs): six seconds of real
// study reach the daily target. The server credits no more than the wall clock, so real time passes.
test.describe('study time, streak and XP in the header (mf-header + gamification)', () => {
  test('a fresh learner studies, is asked where they went, and sees the streak-up and XP without reload', async ({
    page,
  }) => {
    const register = new HeaderRegisterPage(page);
    const rewards = new HeaderRewards(page);
    const { header } = rewards;
    await register.goto('en');
    await register.register({
      firstName: 'Streak',
      lastName: 'Tester',
      email: uniqueEmail(),
      password: 'Learn2025',
    });
    await header.expectSignedIn();
    await expect(header.statValue('streak')).toHaveText('0');
    await expect(header.statValue('coins')).toHaveText('0');

    // Leaving the tab stops the clock and asks where the learner went; moving the mouse brings them back.
    await rewards.setHidden(true);
    const away = rewards.dialog('where did you go ?');
    await expect(away).toBeVisible();
    await rewards.setHidden(false);
    await page.mouse.move(200, 200);
    await expect(away).toBeHidden();

    // The first credited minute earns an achievement; its notice may come and go while the poll runs.
    const achievement = page.getByText('New achievement: First steps').waitFor({ timeout: 45_000 });
    // Each return reports the time studied since the last report, until the target is reached.
    await expect
      .poll(
        async () => {
          await rewards.leaveAndComeBack();
          return header.statValue('streak').textContent();
        },
        { timeout: 40_000, intervals: [1_000] },
      )
      .toBe('1');
    await expect(page.getByText('Streak up! 1 day in a row.')).toBeVisible();
    // The streak-up and the first study time earn XP, paid out in coins.
    await expect(header.statValue('coins')).not.toHaveText('0');
    await achievement;

    // The streak dialog shows today as the run, the target reached.
    const streak = await rewards.openFromStat('streak', 'Your streak');
    await expect(streak.getByTestId('streak-days')).toHaveText('1');
    await expect(streak.getByText('Daily target reached. Well done!')).toBeVisible();
    const today = streak.locator('li[aria-current="date"]');
    await expect(today).toHaveAttribute('data-kind', 'run');
    await expect(streak.locator('li[data-day]')).toHaveCount(7);
    await expect(streak.locator('li[data-day]').first()).toContainText('Sat');
  });

  test("the year ranking opens from the profile menu with the top 5 and this year's rewards", async ({
    page,
  }) => {
    const register = new HeaderRegisterPage(page);
    const rewards = new HeaderRewards(page);
    await register.goto('en');
    await register.register({
      firstName: 'Rank',
      lastName: 'Viewer',
      email: uniqueEmail(),
      password: 'Learn2025',
    });
    await rewards.header.expectSignedIn();
    // The dashboard and the learner's numbers are in: the header's dialogs are listening.
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await expect(rewards.header.statValue('level')).toHaveText(/\d/);
    await rewards.header.openProfileMenuItem('Ranking');
    const ranking = rewards.dialog(/^Year ranking \d{4}$/);
    await expect(ranking).toBeVisible();
    const rows = ranking.getByRole('table').getByRole('row');
    await expect(rows.first()).toContainText('Rank');
    expect(await rows.count()).toBeGreaterThan(1);
    const firstReward = ranking.getByRole('link', { name: /^See the reward: / }).first();
    await expect(firstReward).toBeVisible();
    const rewardName = (await firstReward.getAttribute('aria-label'))!.replace('See the reward: ', '');
    await firstReward.click();
    await expect(page).toHaveURL(/\/en\/dashboard\/ranking-reward\/[0-9a-f-]+$/);
    await expect(ranking).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: rewardName })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Winner' })).toBeVisible();
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/test';
import { LearningDashboardPage } from '../pages/learning-dashboard.page';

test.describe('dashboard (mf-learning)', () => {
  test('a learner signs in, lands on the dashboard and sees level, streak, coins and their courses', async ({
    page,
    learner,
  }) => {
    const dashboard = new LearningDashboardPage(page);
    await dashboard.signInAs(learner.email, learner.password);

    // A fresh account's first visit is no "welcome back".
    await expect(dashboard.greeting()).toHaveText(/^Welcome, /);
    await expect(dashboard.stats()).toBeVisible();
    for (const stat of ['level', 'streak', 'coins'] as const) {
      await expect(dashboard.statValue(stat)).toHaveText(/^-?\d+(\.\d)?[KMBT]?$/);
    }
    await expect(dashboard.stats().getByText('Level', { exact: true })).toBeVisible();
    await expect(dashboard.stats().getByText('Day streak')).toBeVisible();
    await expect(dashboard.stats().getByText('Coins')).toBeVisible();

    const courses = dashboard.myCourses();
    await expect(courses).toHaveAttribute('aria-busy', 'false');
    await expect(courses.getByRole('progressbar').first()).toBeVisible();
    await expect(courses.getByRole('heading', { level: 3 }).first()).not.toBeEmpty();

    await page.reload();
    await expect(dashboard.greeting()).toHaveText(/^Welcome back, /);
  });

  test('the dashboard has no serious or critical accessibility violations', async ({ page, learner }) => {
    const dashboard = new LearningDashboardPage(page);
    await dashboard.signInAs(learner.email, learner.password);
    await expect(dashboard.statValue('level')).toHaveText(/\d/);
    await expect(dashboard.myCourses()).toHaveAttribute('aria-busy', 'false');
    const results = await new AxeBuilder({ page }).include('#region-main').analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

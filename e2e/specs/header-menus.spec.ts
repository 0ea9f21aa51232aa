import { expect, test } from '../fixtures/test';
import { HeaderBar } from '../pages/header-bar.page';
import { LearningDashboardPage } from '../pages/learning-dashboard.page';

test.describe('menus from the routes the remotes declare (mf-header, shell)', () => {
  test('the nav and the profile menu show the deployed pages, in the spec order', async ({
    page,
    learner,
  }) => {
    const header = new HeaderBar(page);
    await new LearningDashboardPage(page).signInAs(learner.email, learner.password);
    const nav = header.banner.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Courses', 'Pathways', 'Calendar']);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await header.accountButton().click();
    // Dashboard (mf-learning), Calendar (mf-calendar), Study corners (mf-tools), Ranking (the header's dialog), Support tickets (mf-header),
    // My performance and Billing history (mf-learning), Profile (mf-header), Log out.
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Dashboard',
      'Calendar',
      'Study corners',
      'Ranking',
      'Support tickets',
      'My performance',
      'Billing history',
      'Profile',
      'Log out',
    ]);
    // Chosen from the keyboard: a pointer click could land while antd's popup is still sliding in.
    await page.getByRole('menuitem', { name: 'Profile' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/profile$/);
  });

  test('in Arabic the labels declared with the routes are Arabic', async ({ page, learner }) => {
    const header = new HeaderBar(page);
    await new LearningDashboardPage(page).signInAs(learner.email, learner.password);
    await page.goto('/ar/dashboard');
    await expect(header.banner.getByRole('navigation').getByRole('link')).toHaveText([
      'لوحة التحكم',
      'الدورات',
      'المسارات',
      'التقويم',
    ]);
    await header.accountButton().click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'لوحة التحكم',
      'التقويم',
      'أركان الدراسة',
      'الترتيب',
      'تذاكر الدعم',
      'أدائي',
      'سجل الفواتير',
      'الملف الشخصي',
      'تسجيل الخروج',
    ]);
  });

  test("a learner's course cards on the dashboard lead to the course's progress page, from the keyboard too", async ({
    page,
    learner,
  }) => {
    const dashboard = new LearningDashboardPage(page);
    await dashboard.signInAs(learner.email, learner.password);
    const courses = dashboard.myCourses();
    const card = courses.getByRole('listitem').first();
    const title = card.getByRole('heading').getByRole('link');
    await expect(title).toHaveAttribute('href', /^\/en\/dashboard\/course-progress\/[^/]+$/);
    const href = (await title.getAttribute('href'))!;
    await title.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

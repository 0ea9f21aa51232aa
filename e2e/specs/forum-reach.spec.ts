import { expect, type Page, test } from '@playwright/test';
import { newCourse } from '../fixtures/accounts';
import { ForumPage } from '../pages/forum-page';

/**
 * Issue 30: the forum could not be reached from any link. A learner reaches it in one
 * click from the course page, the course progress page and the dashboard's course card,
 * and each shows how many posts others published since the learner's last visit.
 */
test('a learner reaches the course forum in one click from the course page, progress page and dashboard, with the new posts counted', async ({
  page,
  browser,
}) => {
  const course = await newCourse(page.request, { title: 'Forum reach course' });
  const learner = new ForumPage(page, course.seoTxt);
  await learner.signIn();
  const writerContext = await browser.newContext();
  const writer = new ForumPage(await writerContext.newPage(), course.seoTxt);
  await writer.signIn();

  const starts: [string, string][] = [
    ['course page', `/course/${course.seoTxt}`],
    ['progress page', `/dashboard/course-progress/${course.id}`],
    ['dashboard', '/dashboard'],
  ];
  const forumLink = (where: Page) =>
    where.locator('#region-main').getByRole('link', { name: /^Course forum/ });
  for (const [name, path] of starts) {
    await writer.addPost(`<p>News for the ${name}</p>`);
    await page.goto(`/en${path}`);
    await expect(forumLink(page), name).toHaveText('Course forum1 new post');
    await forumLink(page).click();
    await expect(page, name).toHaveURL(`/en/course/${course.seoTxt}/forum`);
    await expect(learner.posts().first()).toContainText(`News for the ${name}`);
    // Back where the learner came from: the visit took the post off the count.
    await page.goto(`/en${path}`);
    await expect(forumLink(page), name).toHaveText('Course forum');
  }

  await writer.addPost('<p>One more</p>');
  await writer.addPost('<p>And another</p>');
  await page.goto('/ar/dashboard');
  const arabic = page.locator('#region-main').getByRole('link', { name: /^منتدى الدورة/ });
  await expect(arabic).toHaveText('منتدى الدورةمنشوران جديدان');
  await arabic.click();
  await expect(page).toHaveURL(`/ar/course/${course.seoTxt}/forum`);
  await writerContext.close();
});

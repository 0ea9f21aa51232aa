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
    await expect(forumLink(page).getByTestId('forum-new-posts'), name).toHaveText('1 new post');
    await forumLink(page).click();
    await expect(page, name).toHaveURL(`/en/course/${course.seoTxt}/forum`);
    await expect(learner.posts().first()).toContainText(`News for the ${name}`);
    // Back where the learner came from: the visit took the post off the count.
    await page.goto(`/en${path}`);
    await expect(forumLink(page), name).toBeVisible();
    await expect(forumLink(page).getByTestId('forum-new-posts'), name).toHaveCount(0);
  }

  await writer.addPost('<p>One more</p>');
  await writer.addPost('<p>And another</p>');
  await page.goto('/ar/dashboard');
  const arabic = page.locator('#region-main').getByRole('link', { name: /^منتدى الدورة/ });
  await expect(arabic.getByTestId('forum-new-posts')).toHaveText('منشوران جديدان');
  await arabic.click();
  await expect(page).toHaveURL(`/ar/course/${course.seoTxt}/forum`);
  await writerContext.close();
});

/**
 * Issue 30: after a learner published or deleted a post, the first page no longer held
 * exactly 5 posts and "Load more" disappeared, leaving the older posts unreachable.
 */
test('"Load more" stays and reaches every older post after the learner publishes and deletes one', async ({
  page,
}) => {
  const forum = new ForumPage(page);
  await forum.signIn();
  for (let i = 1; i <= 12; i += 1) await forum.addPost(`<p>Older ${String(i).padStart(2, '0')}</p>`);
  await forum.openList();
  await expect(forum.posts()).toHaveCount(5);

  await forum.write(forum.main.getByTestId('new-post'), 'Fresh from me', 'Publish');
  await expect(forum.posts().first()).toContainText('Fresh from me');
  const gone = forum.posts().filter({ hasText: 'Older 10' });
  await forum.menu(gone, 'Post', 'Delete');
  await expect(gone).toHaveCount(0);

  const more = forum.main.getByRole('button', { name: 'Load more' });
  await more.click();
  await expect.poll(() => forum.posts().count()).toBeGreaterThan(5);
  // Scrolling on to the end of the list: every post is there once, and the list ends.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 10_000);
      return forum.posts().count();
    })
    .toBe(12);
  await expect(forum.posts().filter({ hasText: 'Older 01' })).toHaveCount(1);
  await expect(more).toHaveCount(0);
});

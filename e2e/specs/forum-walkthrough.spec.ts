import { expect, test } from '@playwright/test';
import { ForumPage } from '../pages/forum-page';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** What a new user met in the forum (issue 9), each as they would meet it. */
test.describe('course forum as a user finds it (mf-forum)', () => {
  test('a three-dots menu is a menu for the keyboard alone', async ({ page }) => {
    const forum = new ForumPage(page);
    await forum.signIn();
    const post = await forum.addPost(`<p>Keys ${stamp()}</p>`);
    await forum.openPost(post.seoTxt);
    const button = forum.main.getByTestId('post').getByRole('button', { name: 'Actions (Post)' });
    await button.focus();

    // Opening puts focus on the first entry; arrows move between entries.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(forum.main.getByTestId('post').getByRole('button', { name: 'Save' })).toBeVisible();
  });

  test('a link to a gone comment or reply opens the post and says so; a gone post or course says it is not available', async ({
    page,
  }) => {
    const forum = new ForumPage(page);
    await forum.signIn();
    const text = `Still here ${stamp()}`;
    const post = await forum.addPost(`<p>${text}</p>`);
    const comment = await forum.addComment(post.id, '<p>Soon gone</p>');
    expect((await forum.api('delete', `/deleteComment/${comment.id}`)).status()).toBe(200);

    await forum.openPost(post.seoTxt, `?comment=${comment.id}`);
    await expect(forum.main.getByTestId('target-gone')).toHaveText('This comment is no longer available.');
    await expect(forum.main.getByTestId('post')).toContainText(text);
    await expect(forum.errorDialog()).toHaveCount(0);

    await forum.openPost(post.seoTxt, `?comment=${comment.id}&reply=${UNKNOWN_ID}`, 'ar');
    await expect(forum.main.getByTestId('target-gone')).toHaveText('هذا الرد لم يعد متاحًا.');
    await expect(forum.main.getByTestId('post')).toContainText(text);

    await forum.openPost(`no-such-post-${stamp()}`);
    await expect(forum.main.getByText('This post is not available.')).toBeVisible();
    await expect(forum.main.getByRole('link', { name: 'Back to the forum' })).toBeVisible();
    await expect(forum.main.getByTestId('new-comment')).toHaveCount(0);
    await expect(forum.errorDialog()).toHaveCount(0);

    await page.goto(`/en/course/no-such-course-${stamp()}/forum`);
    await expect(forum.main.getByText('There is no such course.')).toBeVisible();
    await expect(forum.main.getByTestId('new-post')).toHaveCount(0);
    await expect(forum.errorDialog()).toHaveCount(0);
  });

  test('"More comments" shows every comment once after adding one, then ends', async ({ page }) => {
    const forum = new ForumPage(page);
    await forum.signIn();
    const post = await forum.addPost(`<p>Paging ${stamp()}</p>`);
    for (let i = 1; i <= 5; i += 1) await forum.addComment(post.id, `<p>Comment ${i}</p>`);
    await forum.openPost(post.seoTxt);
    const comments = forum.main.getByTestId('comment');
    await expect(comments).toHaveCount(2);

    await forum.write(forum.main.getByTestId('new-comment'), 'Comment mine', 'Comment');
    await expect(comments).toHaveCount(3);
    const more = forum.main.getByTestId('more-comments');
    await more.click();
    await expect(comments).toHaveCount(5);
    await more.click();
    await expect(comments).toHaveCount(6);
    await expect(more).toHaveCount(0);
    const texts = await comments.locator('.forum-body').allTextContents();
    expect(texts.toSorted()).toEqual([
      'Comment 1',
      'Comment 2',
      'Comment 3',
      'Comment 4',
      'Comment 5',
      'Comment mine',
    ]);
  });

  test('each post in the list has Like and its three-dots menu', async ({ page }) => {
    const forum = new ForumPage(page);
    await forum.signIn();
    const text = `Listed ${stamp()}`;
    await forum.addPost(`<p>${text}</p>`);
    await forum.openList();
    const card = forum.posts().filter({ hasText: text });
    await card.getByRole('button', { name: 'Like' }).click();
    await expect(card.getByTestId('likes-count')).toHaveText('1 like');
    await expect(card.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');

    await forum.menu(card, 'Post', 'Edit');
    await forum.textbox(card).fill(`${text} (edited)`);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card).toContainText('(edited)');
    await forum.menu(card, 'Post', 'Delete');
    await expect(forum.posts().filter({ hasText: text })).toHaveCount(0);
  });

  test('spaces or invisible characters alone never enable Comment', async ({ page }) => {
    const forum = new ForumPage(page);
    await forum.signIn();
    const post = await forum.addPost(`<p>Blank ${stamp()}</p>`);
    await forum.openPost(post.seoTxt);
    const editor = forum.main.getByTestId('new-comment');
    const submit = editor.getByRole('button', { name: 'Comment', exact: true });
    await forum.textbox(editor).fill('     ');
    await expect(submit).toBeDisabled();
    await forum.textbox(editor).fill('\u200d\u200d\ufeff');
    await expect(submit).toBeDisabled();
    await forum.textbox(editor).fill('\u200dOK');
    await expect(submit).toBeEnabled();
  });

  test('deletes, likes and comments by someone else show without a reload', async ({ page, browser }) => {
    const reader = new ForumPage(page);
    await reader.signIn();
    const otherContext = await browser.newContext();
    const other = new ForumPage(await otherContext.newPage(), reader.course);
    await other.signIn();
    const text = `Shared ${stamp()}`;
    const post = await other.addPost(`<p>${text}</p>`);
    const comment = await other.addComment(post.id, '<p>Second thoughts</p>');

    await reader.openPost(post.seoTxt);
    await expect(reader.main.getByTestId('comment')).toHaveCount(1);
    await expect(reader.main.getByTestId('likes-count')).toHaveText('0 likes');
    await reader.waitUntilLive();
    expect((await other.api('post', `/like/${post.id}`)).status()).toBe(200);
    await expect(reader.main.getByTestId('likes-count')).toHaveText('1 like');
    expect((await other.api('delete', `/deleteComment/${comment.id}`)).status()).toBe(200);
    await expect(reader.main.getByTestId('comment')).toHaveCount(0);
    await expect(reader.main.getByText('0 comments')).toBeVisible();

    await reader.openList();
    const card = reader.posts().filter({ hasText: text });
    await expect(card).toContainText('1 like');
    await reader.waitUntilLive();
    expect((await other.api('post', `/unlike/${post.id}`)).status()).toBe(200);
    await expect(card.getByTestId('likes-count')).toHaveText('0 likes');
    await other.addComment(post.id, '<p>Counted on the list</p>');
    await expect(card).toContainText('1 comment');
    expect((await other.api('delete', `/deletePost/${post.id}`)).status()).toBe(200);
    await expect(card).toHaveCount(0);
    await otherContext.close();
  });

  for (const lang of ['en', 'ar']) {
    test(`one main landmark, one h1 and no serious axe finding on the forum pages in ${lang}`, async ({
      page,
    }) => {
      const forum = new ForumPage(page);
      await forum.signIn();
      const post = await forum.addPost(`<p>Landmarks ${stamp()}</p>`);
      await forum.addComment(post.id, '<p>A comment</p>');
      const check = async () => {
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect(await forum.axe()).toEqual([]);
      };

      await forum.openList(lang);
      await expect(forum.posts().first()).toBeVisible();
      await check();
      await forum.openPost(post.seoTxt, '', lang);
      await expect(forum.main.getByTestId('comment')).toHaveCount(1);
      await check();
      await forum.openPost(`no-such-post-${stamp()}`, '', lang);
      await expect(forum.main.getByRole('link', { name: /.+/ }).first()).toBeVisible();
      await expect(forum.main.getByRole('alert')).toBeVisible();
      await check();
    });
  }
});

import { expect, test } from '@playwright/test';
import { COURSE, ForumPage } from '../pages/forum-page';

const stamp = () => Date.now().toString(36);

test.describe('course forum (mf-forum)', () => {
  test('a learner posts, comments, replies, likes and unlikes, edits and deletes', async ({ page }) => {
    const forum = new ForumPage(page);
    await forum.signIn();
    await forum.openList();
    await expect(page.getByRole('heading', { name: 'Course forum' })).toBeVisible();
    await expect(forum.posts().first()).toBeVisible();

    const editor = forum.main.getByTestId('new-post');
    await expect(editor.getByRole('button', { name: 'Publish' })).toBeDisabled();
    const text = `How do I solve x² = 9? ${stamp()}`;
    await forum.write(editor, text, 'Publish');
    const card = forum.posts().filter({ hasText: text });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Comment' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/course/${COURSE}/forum/`));
    await expect(forum.main.getByText('This post have no comments, yet!')).toBeVisible();

    await forum.main.getByTestId('like').click();
    await expect(forum.main.getByTestId('likes-count')).toHaveText('1 like');
    await forum.main.getByTestId('like').click();
    await expect(forum.main.getByTestId('likes-count')).toHaveText('0 likes');

    await forum.write(
      forum.main.getByTestId('new-comment'),
      'Take the square root of both sides.',
      'Comment',
    );
    const comment = forum.main.getByTestId('comment').filter({ hasText: 'Take the square root' });
    await expect(comment).toBeVisible();
    await comment.getByRole('button', { name: 'Reply', exact: true }).click();
    await forum.write(comment.getByTestId('new-reply'), 'And remember the negative root.', 'Reply');
    const reply = comment.getByTestId('reply').filter({ hasText: 'negative root' });
    await expect(reply).toBeVisible();

    await forum.menu(reply, 'Reply', 'Edit');
    await reply.locator('textarea').fill('And remember the negative root: x = ±3');
    await reply.getByRole('button', { name: 'Save' }).click();
    await expect(reply).toContainText('x = ±3');
    await expect(reply).toContainText('edited');

    await forum.menu(reply, 'Reply', 'Delete');
    await expect(reply).toHaveCount(0);
    await forum.menu(forum.main.getByTestId('post'), 'Post', 'Delete');
    await expect(page).toHaveURL(new RegExp(`/en/course/${COURSE}/forum$`));
    await expect(forum.posts().filter({ hasText: text })).toHaveCount(0);
  });

  test('reporting hides a post from the reporter and returns to the list', async ({ page, browser }) => {
    const author = new ForumPage(page);
    await author.register();
    // A new account is not enrolled: the forum says why instead of showing posts.
    await author.openList();
    await expect(author.main.getByTestId('forum-forbidden')).toContainText(
      'Only learners enrolled in this course',
    );

    const staffContext = await browser.newContext();
    const staff = new ForumPage(await staffContext.newPage());
    await staff.signIn({ email: 'editor@demo.test', password: 'Demo1234' });
    const text = `Staff notice ${stamp()}`;
    const post = await staff.addPost(`<p>${text}</p>`);

    const learner = new ForumPage(await (await browser.newContext()).newPage());
    await learner.signIn();
    await learner.page.goto(`/en/course/${COURSE}/forum/${post.seoTxt}`);
    await learner.menu(learner.main.getByTestId('post'), 'Post', 'Report');
    await expect(learner.page).toHaveURL(new RegExp(`/en/course/${COURSE}/forum$`));
    await expect(learner.posts().first()).toBeVisible();
    await expect(learner.posts().filter({ hasText: text })).toHaveCount(0);
    // Staff still see it, and may delete it.
    expect((await staff.api('get', `/post/${post.seoTxt}`)).status()).toBe(200);
    expect((await staff.api('delete', `/deletePost/${post.id}`)).status()).toBe(200);
    await staffContext.close();
  });

  test('pages posts, comments and replies, and deep-links to a reply on a later page', async ({ page }) => {
    const forum = new ForumPage(page);
    await forum.signIn();
    for (let i = 0; i < 6; i += 1) await forum.addPost(`<p>Paging post ${i} ${stamp()}</p>`);
    const post = await forum.addPost(`<p>Thread ${stamp()}</p>`);
    const comments = [];
    for (let i = 1; i <= 5; i += 1) {
      comments.push(
        (await (await forum.api('post', `/addComment/${post.id}`, { content: `<p>Comment ${i}</p>` })).json())
          .id,
      );
    }
    const replies = [];
    for (let i = 1; i <= 4; i += 1) {
      replies.push(
        (
          await (
            await forum.api('post', `/replyComment/${comments[4]}`, { content: `<p>Reply ${i}</p>` })
          ).json()
        ).id,
      );
    }

    await forum.openList();
    await expect(forum.posts()).toHaveCount(5);
    await forum.main.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => forum.posts().count()).toBeGreaterThan(5);

    await page.goto(`/en/course/${COURSE}/forum/${post.seoTxt}`);
    await expect(forum.main.getByTestId('comment')).toHaveCount(2);
    await forum.main.getByTestId('more-comments').click();
    await expect(forum.main.getByTestId('comment')).toHaveCount(4);

    await page.goto(`/en/course/${COURSE}/forum/${post.seoTxt}?reply=${replies[3]}`);
    const target = page.locator(`#forum-item-${replies[3]}`);
    await expect(target).toBeVisible();
    await expect(target).toHaveClass(/is-target/);
    await expect(target).toBeInViewport();
    const last = forum.main.getByTestId('comment').filter({ hasText: 'Comment 5' });
    await last.getByRole('button', { name: 'Less' }).click();
    await expect(last.getByTestId('reply')).toHaveCount(1);
    await last.getByTestId('more-replies').click();
    await expect(last.getByTestId('reply')).toHaveCount(3);
  });

  test('reads right to left in Arabic', async ({ page }) => {
    const forum = new ForumPage(page);
    await forum.signIn();
    await forum.openList('ar');
    await expect(page.getByRole('heading', { name: 'منتدى الدورة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(forum.main.getByRole('button', { name: 'نشر' })).toBeDisabled();
  });
});

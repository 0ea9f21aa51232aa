import { expect, test } from '@playwright/test';
import { CLUSTER } from '../fixtures/tags';
import { ForumPage } from '../pages/forum-page';

const stamp = () => Date.now().toString(36);
/** A 1×1 PNG. */
const PNG_DOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('course forum (mf-forum)', () => {
  test('a learner posts, comments, replies, likes and unlikes, edits and deletes', async ({ page }) => {
    const forum = new ForumPage(page);
    await forum.signIn();
    await forum.openList();
    await expect(page.getByRole('heading', { name: 'Course forum' })).toBeVisible();
    // The test's course is new: the list invites the first post.
    await expect(forum.main.getByText('No posts yet. Start the discussion!')).toBeVisible();

    const editor = forum.main.getByTestId('new-post');
    await expect(editor.getByRole('button', { name: 'Publish' })).toBeDisabled();
    const text = `How do I solve x² = 9? ${stamp()}`;
    await forum.write(editor, text, 'Publish');
    const card = forum.posts().filter({ hasText: text });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'Comment' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/course/${forum.course}/forum/`));
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
    await forum.textbox(reply).fill('And remember the negative root: x = ±3');
    await reply.getByRole('button', { name: 'Save' }).click();
    await expect(reply).toContainText('x = ±3');
    await expect(reply).toContainText('edited');

    await forum.menu(reply, 'Reply', 'Delete');
    await expect(reply).toHaveCount(0);
    await forum.menu(forum.main.getByTestId('post'), 'Post', 'Delete');
    await expect(page).toHaveURL(new RegExp(`/en/course/${forum.course}/forum$`));
    await expect(forum.posts().filter({ hasText: text })).toHaveCount(0);
  });

  test('the editor formats text, adds a checked link and uploads an image', CLUSTER, async ({ page }) => {
    const forum = new ForumPage(page);
    await forum.signIn();
    await forum.openList();
    const editor = forum.main.getByTestId('new-post');
    const box = forum.textbox(editor);
    const text = `Bold idea ${stamp()}`;
    await box.fill(text);
    await box.press('ControlOrMeta+a');
    await editor.getByRole('button', { name: 'Bold' }).click();
    await expect(editor.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

    await editor.getByRole('button', { name: 'Link' }).click();
    const address = editor.getByRole('textbox', { name: 'Link address (https://…)' });
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expect(editor.getByRole('alert')).toContainText('https://, http:// or mailto:');
    await address.fill('https://example.com/notes');
    await editor.getByRole('button', { name: 'Apply' }).click();
    await expect(address).toHaveCount(0);

    // Insert after the text, not over the selected text.
    await box.press('ControlOrMeta+End');
    // Not an image: refused with a message, nothing inserted.
    await editor
      .getByTestId('image-input')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await expect(editor.getByRole('alert')).toContainText('PNG, JPEG, GIF or WebP');
    await editor
      .getByTestId('image-input')
      .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG_DOT });
    await expect(box.locator('img')).toHaveCount(1);
    await expect(editor.getByRole('alert')).toHaveCount(0);

    await editor.getByRole('button', { name: 'Publish', exact: true }).click();
    const card = forum.posts().filter({ hasText: text });
    await expect(
      card.locator('strong a[href="https://example.com/notes"], a[href="https://example.com/notes"] strong'),
    ).toHaveText(text);
    const image = card.locator('img[src^="/"]');
    await expect(image).toHaveCount(1);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await expect(box).toHaveText('');
  });

  test(
    'comments and replies by others appear live on the post a learner is reading',
    CLUSTER,
    async ({ page, browser }) => {
      const reader = new ForumPage(page);
      await reader.signIn();
      const post = await reader.addPost(`<p>Live thread ${stamp()}</p>`);
      await reader.page.goto(`/en/course/${reader.course}/forum/${post.seoTxt}`);
      await expect(reader.main.getByText('This post have no comments, yet!')).toBeVisible();
      await reader.waitUntilLive();

      const staffContext = await browser.newContext();
      const staff = new ForumPage(await staffContext.newPage(), reader.course);
      await staff.signIn({ role: 'Editor', firstName: 'Claire', lastName: 'Dubois' });
      const added = await staff.api('post', `/addComment/${post.id}`, {
        content: '<p>Welcome, from staff.</p>',
      });
      expect(added.status()).toBe(201);
      const comment = reader.main.getByTestId('comment').filter({ hasText: 'Welcome, from staff.' });
      await expect(comment).toBeVisible();
      const { id: commentId } = await added.json();
      expect(
        (await staff.api('post', `/replyComment/${commentId}`, { content: '<p>And a reply.</p>' })).status(),
      ).toBe(201);
      await expect(comment.getByTestId('reply').filter({ hasText: 'And a reply.' })).toBeVisible();
      await staffContext.close();
    },
  );

  test('reporting hides a post from the reporter and returns to the list', async ({ page, browser }) => {
    const author = new ForumPage(page);
    await author.register();
    // A new account is not enrolled: the forum says why instead of showing posts.
    await author.openList();
    await expect(author.main.getByTestId('forum-forbidden')).toContainText(
      'Only learners enrolled in this course',
    );

    const staffContext = await browser.newContext();
    const staff = new ForumPage(await staffContext.newPage(), author.course);
    await staff.signIn({ role: 'Editor', firstName: 'Claire', lastName: 'Dubois' });
    const text = `Staff notice ${stamp()}`;
    const post = await staff.addPost(`<p>${text}</p>`);
    await staff.addPost(`<p>Welcome ${stamp()}</p>`);

    const learner = new ForumPage(await (await browser.newContext()).newPage(), author.course);
    await learner.signIn();
    await learner.page.goto(`/en/course/${author.course}/forum/${post.seoTxt}`);
    await learner.menu(learner.main.getByTestId('post'), 'Post', 'Report');
    await expect(learner.page).toHaveURL(new RegExp(`/en/course/${author.course}/forum$`));
    await expect(learner.posts().filter({ hasText: 'Welcome' })).toBeVisible();
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
    // Scrolling to the end loads the next page (the Load more button does the same for keyboards).
    await expect(forum.main.getByRole('button', { name: 'Load more' })).toBeAttached();
    await page.mouse.wheel(0, 10_000);
    await expect.poll(() => forum.posts().count()).toBeGreaterThan(5);

    await page.goto(`/en/course/${forum.course}/forum/${post.seoTxt}`);
    await expect(forum.main.getByTestId('comment')).toHaveCount(2);
    await forum.main.getByTestId('more-comments').click();
    await expect(forum.main.getByTestId('comment')).toHaveCount(4);

    await page.goto(`/en/course/${forum.course}/forum/${post.seoTxt}?reply=${replies[3]}`);
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

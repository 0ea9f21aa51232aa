import type { ForumDeletedEvent, ForumLikesEvent, ForumLiveEvent } from '@elearn/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aComment, aPost, aReply } from '../../test/factories';
import { renderForum } from '../../test/render';
import { forumApi } from './forum.resource';
import { ForumPostPage } from './forum-post.page';

jest.mock('./forum.resource', () => ({
  ...jest.requireActual('./forum.resource'),
  forumApi: Object.fromEntries(
    Object.keys(jest.requireActual('./forum.resource').forumApi).map((name) => [name, jest.fn()]),
  ),
}));

/** The post's socket room: what the page listens to, and a way to push server events. */
type AnyEvent = ForumLiveEvent | ForumDeletedEvent | ForumLikesEvent;
const room = new Map<string, (event: AnyEvent) => void>();
const socket = {
  emit: jest.fn(),
  on: (name: string, handler: (event: AnyEvent) => void) => room.set(name, handler),
  off: (name: string) => room.delete(name),
};
jest.mock('@elearn/platform', () => ({ ...jest.requireActual('@elearn/platform'), getSocket: () => socket }));

const api = jest.mocked(forumApi);
const ok = <T,>(data: T) => ({ ok: true as const, data });
const apiCalls = () => Object.values(api).reduce((sum, fn) => sum + fn.mock.calls.length, 0);
const push = (name: 'forum:comment' | 'forum:reply' | 'forum:deleted' | 'forum:likes', event: AnyEvent) =>
  act(async () => room.get(name)?.(event));
const where = { courseId: 'c1', postId: 'p1' };
/** The comments shown, in order, by their text. */
const comments = () =>
  screen.getAllByTestId('comment').map((node) => node.textContent?.match(/Comment c\d/)?.[0]);
const page = <ForumPostPage params={{ seo: 'algebra', postSeo: 'how-do-i-solve' }} />;
const path = '/course/algebra/forum/how-do-i-solve';

beforeEach(() => {
  jest.resetAllMocks();
  room.clear();
});

describe('forum post page', () => {
  it('shows a deleted or unknown post as not found, with the way back to the forum', async () => {
    api.post.mockResolvedValue({ ok: false, status: 404 });
    await renderForum(page, { path });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('This post is not available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the forum' })).toHaveAttribute(
      'href',
      '/en/course/algebra/forum',
    );
  });

  it('puts a live comment that carries the item straight on the page, with no API call', async () => {
    api.post.mockResolvedValue(ok({ post: aPost({ commentsCount: 1 }), comments: [aComment('c1')] }));
    await renderForum(page, { path });
    await screen.findByText('Comment c1');
    const before = apiCalls();

    await push('forum:comment', { postId: 'p1', commentId: 'c2', replyId: null, comment: aComment('c2') });

    expect(await screen.findByText('Comment c2')).toBeInTheDocument();
    expect(comments()).toEqual(['Comment c1', 'Comment c2']);
    expect(screen.getByText('2 comments')).toBeInTheDocument();
    expect(apiCalls() - before).toBe(0);
  });

  it('fetches only that one comment when the event does not carry it', async () => {
    api.post.mockResolvedValue(ok({ post: aPost({ commentsCount: 1 }), comments: [aComment('c1')] }));
    api.locate.mockResolvedValue(
      ok({ postSeoTxt: 'how-do-i-solve', commentId: 'c2', commentIndex: 1, replyId: null, replyIndex: null }),
    );
    api.comments.mockResolvedValue(ok([aComment('c2')]));
    await renderForum(page, { path });
    await screen.findByText('Comment c1');
    const before = apiCalls();

    await push('forum:comment', { postId: 'p1', commentId: 'c2', replyId: null });

    expect(await screen.findByText('Comment c2')).toBeInTheDocument();
    expect(api.comments).toHaveBeenCalledWith('p1', 1, 1);
    expect(apiCalls() - before).toBe(2);
  });

  it('adds a live reply under its comment from the event', async () => {
    const withReply = aComment('c1', { repliesCount: 1, replies: [aReply('r1', 'c1')] });
    api.post.mockResolvedValue(ok({ post: aPost({ commentsCount: 1 }), comments: [withReply] }));
    await renderForum(page, { path });
    await screen.findByText('Reply r1');

    await push('forum:reply', { postId: 'p1', commentId: 'c1', replyId: 'r2', reply: aReply('r2', 'c1') });

    expect(await screen.findByText('Reply r2')).toBeInTheDocument();
    const comment = screen.getByTestId('comment');
    expect(
      within(comment)
        .getAllByTestId('reply')
        .map((node) => node.textContent),
    ).toEqual([expect.stringContaining('Reply r1'), expect.stringContaining('Reply r2')]);
    expect(api.locate).not.toHaveBeenCalled();
  });

  it('"More comments" neither skips nor repeats one after a comment arrives', async () => {
    api.post.mockResolvedValue(
      ok({ post: aPost({ commentsCount: 4 }), comments: [aComment('c1'), aComment('c2')] }),
    );
    api.comments.mockResolvedValue(ok([aComment('c3'), aComment('c4')]));
    await renderForum(page, { path });
    await screen.findByText('Comment c2');

    await push('forum:comment', { postId: 'p1', commentId: 'c5', replyId: null, comment: aComment('c5') });
    expect(await screen.findByText('5 comments')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More comments' }));

    await screen.findByText('Comment c4');
    expect(api.comments).toHaveBeenCalledWith('p1', 2);
    expect(comments()).toEqual(['Comment c1', 'Comment c2', 'Comment c3', 'Comment c4', 'Comment c5']);
    expect(screen.queryByRole('button', { name: 'More comments' })).toBeNull();
  });

  it('"Fewer comments" folds the comments back to the first ones after "More comments"', async () => {
    api.post.mockResolvedValue(
      ok({ post: aPost({ commentsCount: 4 }), comments: [aComment('c1'), aComment('c2')] }),
    );
    api.comments.mockResolvedValue(ok([aComment('c3'), aComment('c4')]));
    await renderForum(page, { path });
    await screen.findByText('Comment c2');
    expect(screen.queryByRole('button', { name: 'Fewer comments' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More comments' }));
    await screen.findByText('Comment c4');
    fireEvent.click(screen.getByRole('button', { name: 'Fewer comments' }));
    await waitFor(() => expect(comments()).toEqual(['Comment c1', 'Comment c2']));
    expect(screen.queryByRole('button', { name: 'Fewer comments' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More comments' }));
    await screen.findByText('Comment c4');
    expect(api.comments).toHaveBeenLastCalledWith('p1', 2);
  });

  it('opens the post of a link to a deleted comment and says the comment is gone', async () => {
    api.locate.mockResolvedValue({ ok: false, status: 404 });
    api.post.mockResolvedValue(ok({ post: aPost({ commentsCount: 1 }), comments: [aComment('c1')] }));
    await renderForum(page, { path: `${path}?comment=deleted-one` });
    expect(await screen.findByText('This comment is no longer available.')).toBeInTheDocument();
    expect(screen.getByTestId('post')).toHaveTextContent('How do I solve');
    expect(screen.getByText('Comment c1')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('opens a link to comment 120 page by page, never asking for more than the API serves', async () => {
    // jsdom has no layout: the page scrolls the linked comment into view.
    Element.prototype.scrollIntoView = jest.fn();
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => aComment(`c${from + i}`));
    api.locate.mockResolvedValue(
      ok({
        postSeoTxt: 'how-do-i-solve',
        commentId: 'c120',
        commentIndex: 119,
        replyId: null,
        replyIndex: null,
      }),
    );
    api.post.mockResolvedValue(ok({ post: aPost({ commentsCount: 130 }), comments: many(1, 50) }));
    api.comments.mockImplementation(async (_post, skip, limit) => ok(many(skip + 1, limit ?? 0)));
    await renderForum(page, { path: `${path}?comment=c120` });
    expect(await screen.findByText('Comment c120')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('how-do-i-solve', 50);
    expect(api.comments.mock.calls).toEqual([
      ['p1', 50, 50],
      ['p1', 100, 20],
    ]);
  });

  it("says a reply of a link is gone in the reader's language", async () => {
    api.locate.mockResolvedValue({ ok: false, status: 404 });
    api.post.mockResolvedValue(ok({ post: aPost(), comments: [] }));
    await renderForum(page, { path: `${path}?comment=c1&reply=gone`, lang: 'ar' });
    expect(await screen.findByText('هذا الرد لم يعد متاحًا.')).toBeInTheDocument();
  });

  it('takes out what others delete and shows their likes, with no API call', async () => {
    const withReply = aComment('c1', { repliesCount: 1, replies: [aReply('r1', 'c1')] });
    api.post.mockResolvedValue(
      ok({ post: aPost({ commentsCount: 2 }), comments: [withReply, aComment('c2')] }),
    );
    await renderForum(page, { path });
    await screen.findByText('Reply r1');
    const before = apiCalls();

    await push('forum:likes', { ...where, likes: ['u7', 'u8'] });
    await waitFor(() => expect(screen.getByTestId('likes-count')).toHaveTextContent('2 likes'));
    await push('forum:deleted', { ...where, type: 'Reply', id: 'r1', commentId: 'c1' });
    await waitFor(() => expect(screen.queryByText('Reply r1')).toBeNull());
    await push('forum:deleted', { ...where, type: 'Comment', id: 'c2', commentId: null });
    await waitFor(() => expect(comments()).toEqual(['Comment c1']));
    expect(screen.getByText('1 comment')).toBeInTheDocument();
    expect(apiCalls() - before).toBe(0);

    await push('forum:deleted', { ...where, type: 'Post', id: 'p1', commentId: null });
    expect(await screen.findByText('This post is not available.')).toBeInTheDocument();
  });

  it('ends "More comments" when the server has no more, even after an unseen comment was deleted', async () => {
    api.post.mockResolvedValue(
      ok({ post: aPost({ commentsCount: 4 }), comments: [aComment('c1'), aComment('c2')] }),
    );
    api.comments.mockResolvedValue(ok([aComment('c3')]));
    await renderForum(page, { path });
    await screen.findByText('Comment c2');
    // c4 was deleted by someone while this page was open, before it was shown.
    await push('forum:deleted', { ...where, type: 'Comment', id: 'c4', commentId: null });
    fireEvent.click(screen.getByRole('button', { name: 'More comments' }));
    await screen.findByText('Comment c3');
    expect(screen.queryByRole('button', { name: 'More comments' })).toBeNull();
    expect(screen.getByText('3 comments')).toBeInTheDocument();
  });

  it("names each three-dots menu for its item in the reader's language", async () => {
    api.post.mockResolvedValue(ok({ post: aPost({ commentsCount: 1 }), comments: [aComment('c1')] }));
    await renderForum(page, { path, lang: 'fr' });
    expect(await screen.findByRole('button', { name: 'Actions de la publication' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions du commentaire' })).toBeInTheDocument();
  });
});

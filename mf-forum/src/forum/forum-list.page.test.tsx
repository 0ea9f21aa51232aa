import type { ForumDeletedEvent, ForumLikesEvent, ForumLiveEvent } from '@elearn/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aPost } from '../../test/factories';
import { renderForum } from '../../test/render';
import { forumApi } from './forum.resource';
import { ForumListPage } from './forum-list.page';

jest.mock('./forum.resource', () => ({
  ...jest.requireActual('./forum.resource'),
  forumApi: { listPosts: jest.fn(), addPost: jest.fn(), like: jest.fn() },
}));
// The editor is tested on its own (rich-editor.component.test.tsx): here it publishes at a click.
jest.mock('./rich-editor.component', () => ({
  RichEditor: (props: { submitLabel: string; onSubmit(html: string): Promise<unknown> }) => (
    <button type="button" onClick={() => void props.onSubmit('<p>Just published</p>')}>
      {props.submitLabel}
    </button>
  ),
}));
/** The course's socket room: what the list listens to, and a way to push server events. */
type Event = ForumDeletedEvent | ForumLikesEvent | ForumLiveEvent;
const room = new Map<string, (event: Event) => void>();
const socket = {
  emit: jest.fn(),
  on: (name: string, handler: (event: Event) => void) => room.set(name, handler),
  off: (name: string) => room.delete(name),
};
jest.mock('@elearn/platform', () => ({ ...jest.requireActual('@elearn/platform'), getSocket: () => socket }));
const push = (name: 'forum:deleted' | 'forum:likes' | 'forum:comment', event: Event) =>
  act(async () => room.get(name)?.(event));
const listPosts = jest.mocked(forumApi.listPosts);
const page = <ForumListPage params={{ seo: 'algebra' }} />;

beforeEach(() => {
  jest.resetAllMocks();
  room.clear();
});

describe('forum list page', () => {
  it('says an unknown course is not found, links back, and offers no new-post editor', async () => {
    listPosts.mockResolvedValue({ ok: false, status: 404 });
    await renderForum(page, { path: '/course/nope/forum' });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no such course.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/en/dashboard',
    );
    expect(screen.queryByRole('region', { name: 'New post' })).toBeNull();
  });

  it('lists the posts of a course', async () => {
    listPosts.mockResolvedValue({ ok: true, data: [aPost({ content: '<p>First question</p>' })] });
    await renderForum(page, { path: '/course/algebra/forum' });
    expect(await screen.findByText('First question')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New post' })).toBeInTheDocument();
    expect(listPosts).toHaveBeenCalledWith('algebra', undefined);
  });

  it('tells a visitor who is not a member why there are no posts', async () => {
    listPosts.mockResolvedValue({ ok: false, status: 403 });
    await renderForum(page, { path: '/course/algebra/forum' });
    expect(await screen.findByTestId('forum-forbidden')).toHaveTextContent('Only learners enrolled');
  });

  it('gives each post a Like button and the three-dots menu its rights allow', async () => {
    listPosts.mockResolvedValue({
      ok: true,
      data: [
        aPost({ id: 'mine', content: '<p>Mine</p>', canEdit: true, canReport: false }),
        aPost({ id: 'theirs', content: '<p>Theirs</p>', seoTxt: 'theirs' }),
      ],
    });
    jest.mocked(forumApi.like).mockResolvedValue({ ok: true, data: ['u1'] });
    await renderForum(page, { path: '/course/algebra/forum' });
    const [mine, theirs] = await screen.findAllByTestId('post-card');
    fireEvent.click(within(mine!).getByRole('button', { name: 'Actions (Post)' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Report' })).toBeNull();
    expect(within(theirs!).getByRole('button', { name: 'Actions (Post)' })).toBeInTheDocument();

    fireEvent.click(within(theirs!).getByRole('button', { name: 'Like' }));
    expect(await within(theirs!).findByText('1 like')).toBeInTheDocument();
    expect(forumApi.like).toHaveBeenCalledWith('theirs', true);
  });

  it('takes out a post someone deleted and shows likes and comment counts as they change', async () => {
    listPosts.mockResolvedValue({
      ok: true,
      data: [
        aPost({ id: 'a', content: '<p>Post A</p>', commentsCount: 2 }),
        aPost({ id: 'b', content: '<p>Post B</p>' }),
      ],
    });
    await renderForum(page, { path: '/course/algebra/forum' });
    await screen.findByText('Post A');
    expect(socket.emit).toHaveBeenCalledWith('join-forum', 'algebra', expect.any(Function));
    const where = { courseId: 'c1', postId: 'a' };

    await push('forum:likes', { ...where, likes: ['u1', 'u2', 'u3'] });
    await push('forum:deleted', { ...where, type: 'Comment', id: 'x', commentId: null });
    await waitFor(() => expect(screen.getAllByTestId('post-card')[0]).toHaveTextContent('3 likes'));
    expect(screen.getAllByTestId('post-card')[0]).toHaveTextContent('1 comment');
    await push('forum:comment', { postId: 'a', commentId: 'y', replyId: null });
    await push('forum:comment', { postId: 'a', commentId: 'z', replyId: null });
    await waitFor(() => expect(screen.getAllByTestId('post-card')[0]).toHaveTextContent('3 comments'));
    await push('forum:deleted', { ...where, postId: 'b', type: 'Post', id: 'b', commentId: null });
    await waitFor(() => expect(screen.queryByText('Post B')).toBeNull());
    expect(screen.getAllByTestId('post-card')).toHaveLength(1);
  });

  it('keeps "Load more" after the reader publishes or deletes a post, and pages on from the last post it was sent', async () => {
    const numbered = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        aPost({ id: `p${from + i}`, content: `<p>Post ${from + i}</p>`, cursor: `place-of-p${from + i}` }),
      );
    listPosts.mockImplementation(async (_course, cursor) =>
      cursor === undefined ? { ok: true, data: numbered(1, 5) } : { ok: true, data: numbered(6, 2) },
    );
    jest.mocked(forumApi.addPost).mockResolvedValue({
      ok: true,
      data: aPost({ id: 'new', content: '<p>Just published</p>' }),
    });
    await renderForum(page, { path: '/course/algebra/forum' });
    await screen.findByText('Post 5');
    // Published here: six posts on the first page, and the list still goes on below.
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Just published')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    // Deleted (here or by someone else): the next page still starts below the last post sent.
    await push('forum:deleted', { courseId: 'c1', postId: 'p5', type: 'Post', id: 'p5', commentId: null });
    await waitFor(() => expect(screen.queryByText('Post 5')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Post 7')).toBeInTheDocument();
    expect(listPosts).toHaveBeenLastCalledWith('algebra', 'place-of-p5');
    // A short page is the end of the list.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('has one h1 and no main landmark of its own, in every state', async () => {
    listPosts.mockResolvedValue({ ok: true, data: [aPost()] });
    await renderForum(page, { path: '/course/algebra/forum' });
    await screen.findByTestId('post-card');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('main')).toBeNull();
  });
});

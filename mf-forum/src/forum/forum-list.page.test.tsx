import { screen } from '@testing-library/react';
import { aPost } from '../../test/factories';
import { renderForum } from '../../test/render';
import { forumApi } from './forum.resource';
import { ForumListPage } from './forum-list.page';

jest.mock('./forum.resource', () => ({
  ...jest.requireActual('./forum.resource'),
  forumApi: { listPosts: jest.fn(), addPost: jest.fn() },
}));
const listPosts = jest.mocked(forumApi.listPosts);
const page = <ForumListPage params={{ seo: 'algebra' }} />;

beforeEach(() => jest.resetAllMocks());

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
    expect(listPosts).toHaveBeenCalledWith('algebra', 0);
  });

  it('tells a visitor who is not a member why there are no posts', async () => {
    listPosts.mockResolvedValue({ ok: false, status: 403 });
    await renderForum(page, { path: '/course/algebra/forum' });
    expect(await screen.findByTestId('forum-forbidden')).toHaveTextContent('Only learners enrolled');
  });
});

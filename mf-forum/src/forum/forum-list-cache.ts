import type { ForumDeletedEvent } from '@elearn/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import type { ForumPost } from './forum.resource';

/** A page of posts as the server sent it, and the place the next page starts (none: the end). */
export interface PostPage {
  posts: ForumPost[];
  next: string | undefined;
}

/** The course's posts as the list keeps them in the query cache: pages of 5, newest first. */
export type PostPages = InfiniteData<PostPage, unknown>;

const eachPost = (data: PostPages, change: (post: ForumPost) => ForumPost | null): PostPages => ({
  ...data,
  pages: data.pages.map((page) => ({ ...page, posts: page.posts.flatMap((post) => change(post) ?? []) })),
});

/** A post published here: it joins the first page, on top (where the next page starts does not move). */
export const withNewPost = (data: PostPages, post: ForumPost): PostPages => ({
  ...data,
  pages: data.pages.map((page, index) => (index === 0 ? { ...page, posts: [post, ...page.posts] } : page)),
});

export const withPostPatch = (data: PostPages, id: string, patch: Partial<ForumPost>): PostPages =>
  eachPost(data, (post) => (post.id === id ? { ...post, ...patch } : post));

/** A comment added by anyone (`forum:comment`): its post's count goes up. */
export const withCommentAdded = (data: PostPages, postId: string): PostPages =>
  eachPost(data, (post) => (post.id === postId ? { ...post, commentsCount: post.commentsCount + 1 } : post));

/** Gone for this reader (deleted or reported): out of its page; the next page still starts below its last post. */
export const withoutPost = (data: PostPages, id: string): PostPages =>
  eachPost(data, (post) => (post.id === id ? null : post));

/** A delete from `forum:deleted`: a post leaves the list, a comment lowers its post's count. */
export function withDeleted(data: PostPages, gone: ForumDeletedEvent): PostPages {
  if (gone.type === 'Post') return withoutPost(data, gone.id);
  if (gone.type === 'Reply') return data;
  return eachPost(data, (post) =>
    post.id === gone.postId ? { ...post, commentsCount: Math.max(0, post.commentsCount - 1) } : post,
  );
}

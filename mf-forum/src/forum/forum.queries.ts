import { PAGE_LIMIT_MAX } from '@elearn/contracts/constants';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { FORUM_PAGE, forumApi } from './forum.resource';
import type { PostPage } from './forum-list-cache';
import { type Thread, threadFrom, withComments, withReplies } from './forum-thread';
import { addPage, hasMore } from './paged-list';

/** The server said no: 403 (not a member of the course) or 404 (gone, or never there). */
export class ForumRefusal extends Error {
  constructor(readonly status: number) {
    super(`forum answered ${status}`);
  }
}

const refused = (status: number) => new ForumRefusal(status === 403 ? 403 : 404);

/** A deep link's target on the post page (?comment= or ?reply=). */
export interface Target {
  commentId: string | null;
  replyId: string | null;
}

export const forumKeys = {
  posts: (course: string) => ['forum', 'posts', course] as const,
  thread: (postSeo: string, target: Target) =>
    ['forum', 'thread', postSeo, target.commentId, target.replyId] as const,
};

/**
 * A course's posts, newest first, a page at a time. Each page keeps the place (cursor) of
 * its last post as the server sent it: posts published or deleted here later change what
 * a page shows, never where the next page starts or whether there is one.
 */
export const postsQuery = (course: string) =>
  infiniteQueryOptions({
    queryKey: forumKeys.posts(course),
    queryFn: async ({ pageParam }): Promise<PostPage> => {
      const result = await forumApi.listPosts(course, pageParam);
      if (!result.ok) throw refused(result.status);
      const full = result.data.length === FORUM_PAGE.posts;
      return { posts: result.data, next: full ? result.data.at(-1)?.cursor : undefined };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

/**
 * A post with its first comments. A deep link to a later comment or reply
 * loads the comments (and that comment's replies) up to it.
 */
export const threadQuery = (postSeo: string, target: Target) =>
  queryOptions({
    queryKey: forumKeys.thread(postSeo, target),
    queryFn: async () => {
      const deep = target.replyId
        ? await forumApi.locate('Reply', target.replyId)
        : target.commentId
          ? await forumApi.locate('Comment', target.commentId)
          : null;
      const where = deep?.ok ? deep.data : null;
      // A link to a comment or reply that is gone still opens its post, which says so.
      const targetGone = deep && !deep.ok ? (target.replyId ? 'Reply' : 'Comment') : undefined;
      const needed = Math.max(FORUM_PAGE.firstComments, where ? where.commentIndex + 1 : 0);
      const result = await forumApi.post(postSeo, Math.min(needed, PAGE_LIMIT_MAX));
      if (!result.ok) throw refused(result.status);
      let thread: Thread = { ...threadFrom(result.data), targetGone };
      // The API serves at most PAGE_LIMIT_MAX items a call: a link further down loads page by page.
      while (thread.comments.loaded < needed && hasMore(thread.comments)) {
        const asked = Math.min(PAGE_LIMIT_MAX, needed - thread.comments.loaded);
        const page = await forumApi.comments(thread.post.id, thread.comments.loaded, asked);
        const before = thread.comments.loaded;
        if (page.ok) thread = withComments(thread, page.data, asked);
        if (thread.comments.loaded <= before) break;
      }
      const upTo = where?.replyIndex != null ? where.replyIndex + 1 : 0;
      if (!where) return thread;
      while ((thread.replies[where.commentId]?.loaded ?? upTo) < upTo) {
        const loaded = thread.replies[where.commentId]!.loaded;
        const asked = Math.min(PAGE_LIMIT_MAX, upTo - loaded);
        const replies = await forumApi.replies(where.commentId, loaded, asked);
        if (replies.ok)
          thread = withReplies(thread, where.commentId, (list) => addPage(list, replies.data, asked));
        if (thread.replies[where.commentId]!.loaded <= loaded) break;
      }
      return thread;
    },
  });

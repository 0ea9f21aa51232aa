import type { ForumDeletedEvent } from '@elearn/contracts';
import type { ForumComment, ForumItemType, ForumPost, ForumPostPage, ForumReply } from './forum.resource';
import { addItem, addPage, type Paged, pagedFrom, patchItem, removeItem } from './paged-list';

/** What the post page keeps in the query cache: the post, its comments and each comment's replies. */
export interface Thread {
  post: ForumPost;
  comments: Paged<ForumComment>;
  /** The replies shown under each comment, by comment id. */
  replies: Record<string, Paged<ForumReply>>;
  /** The deep-linked comment or reply (?comment=, ?reply=) is deleted, hidden or was never there. */
  targetGone?: Exclude<ForumItemType, 'Post'>;
  /** Someone deleted the post while it was open. */
  postGone?: boolean;
}

const repliesOf = (comments: ForumComment[]) =>
  Object.fromEntries(
    comments.map((comment) => [comment.id, pagedFrom(comment.replies, comment.repliesCount)]),
  );

export const threadFrom = ({ post, comments }: ForumPostPage): Thread => ({
  post,
  comments: pagedFrom(comments, post.commentsCount),
  replies: repliesOf(comments),
});

export const withComment = (thread: Thread, comment: ForumComment): Thread => ({
  ...thread,
  comments: addItem(thread.comments, comment),
  replies: { [comment.id]: pagedFrom(comment.replies, comment.repliesCount), ...thread.replies },
});

export const withComments = (thread: Thread, page: ForumComment[], asked?: number): Thread => ({
  ...thread,
  comments: addPage(thread.comments, page, asked),
  replies: { ...repliesOf(page), ...thread.replies },
});

export const withoutComment = (thread: Thread, commentId: string): Thread => ({
  ...thread,
  comments: removeItem(thread.comments, commentId),
});

export const withCommentPatch = (
  thread: Thread,
  commentId: string,
  patch: Partial<ForumComment>,
): Thread => ({
  ...thread,
  comments: patchItem(thread.comments, commentId, patch),
});

/** Changes one comment's replies; a comment that is not shown is left alone. */
export function withReplies(
  thread: Thread,
  commentId: string,
  change: (replies: Paged<ForumReply>) => Paged<ForumReply>,
): Thread {
  const replies = thread.replies[commentId];
  if (!replies) return thread;
  return { ...thread, replies: { ...thread.replies, [commentId]: change(replies) } };
}

/** A deleted post, comment or reply, as `forum:deleted` names it, taken out of the thread. */
export function withoutItem(
  thread: Thread,
  gone: Pick<ForumDeletedEvent, 'type' | 'id' | 'commentId'>,
): Thread {
  if (gone.type === 'Post') return gone.id === thread.post.id ? { ...thread, postGone: true } : thread;
  if (gone.type === 'Comment') return withoutComment(thread, gone.id);
  return withReplies(thread, gone.commentId ?? '', (list) => removeItem(list, gone.id));
}
